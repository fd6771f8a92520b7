import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../src/api/auth-store';
import { getAccessToken } from '../../../../src/api/tokens';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const ME = userWithRole('student', 'Ama', 'Owusu');

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('AppLayout', () => {
  it('refreshes the stored user from the server', async () => {
    stubFetch((url) => (url === '/api/auth/auth/users/me/' ? json({ ...ME, first_name: 'Abena' }) : json({}, 404)));
    signIn(ME);
    renderApp('/');
    // The layout and the dashboard are lazy screens, loaded on first use.
    expect(await screen.findByText(/, Abena$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('persist:auth')!).user.first_name).toBe('Abena');
  });

  it("moves focus to the new page's heading after a navigation, not on the first page", async () => {
    stubFetch((url) => (url === '/api/auth/auth/users/me/' ? json(ME) : json({}, 404)));
    signIn(ME);
    const { router } = renderApp('/');
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(dashboard).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Patients' }));
    const patients = await screen.findByRole('heading', { level: 1, name: 'Patients' }, { timeout: 5000 });
    await vi.waitFor(() => expect(patients).toHaveFocus());
    expect(patients).toHaveAttribute('tabindex', '-1');

    await router.navigate(-1);
    const back = await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 });
    await vi.waitFor(() => expect(back).toHaveFocus());
  });

  it.each(['sidebar', 'avatar menu'])('logs out from the %s and lands on /login', async (place) => {
    const fetch = stubFetch((url) => (url === '/api/auth/auth/users/me/' ? json(ME) : json({}, 404)));
    signIn(ME);
    document.cookie = 'csrftoken=abc; path=/';
    const { router } = renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    if (place === 'sidebar') {
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    } else {
      await userEvent.click(screen.getByRole('button', { name: /, account menu$/ }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    }
    expect(await screen.findByRole('heading', { name: 'Patient Information Management System' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetch, '/api/auth/api/logout/')).toHaveLength(1);
    expect(authStore.getState().user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(document.cookie).toBe('');
  });
});
