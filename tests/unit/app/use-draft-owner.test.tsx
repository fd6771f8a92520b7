// The layout gives every form the signed-in user as its draft owner: New Patient as the place to see it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicStore } from '../../../src/api/clinic-store';
import { json, stubFetch } from '../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../support/client-state';
import { renderApp } from '../support/render-app';

const HADMIN = { ...userWithRole('hospital administrator', 'Esi'), id: 3 };
// Another user who may also register patients (New Patient is the hospital administrator's screen).
const OTHER_HADMIN = { ...userWithRole('hospital administrator', 'Kojo'), id: 8 };
const CHOOSE = 'Choose the clinic in which you are attending to this patient';

function everythingStored(): string {
  const entries = [localStorage, sessionStorage].flatMap((storage) => Object.entries(storage));
  return JSON.stringify(entries);
}

async function openNewPatient() {
  const dialog = await screen.findByRole('dialog', { name: CHOOSE }, { timeout: 5_000 });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Old Site' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('textbox', { name: 'First name' }, { timeout: 5_000 });
}

beforeEach(() => {
  resetClientState();
  clinicStore.set(null);
  stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/auth/api/logout/') return json({ detail: 'Successfully logged out.' });
    return json({ detail: 'Not found.' }, 404);
  });
});
afterEach(() => {
  resetClientState();
  vi.unstubAllGlobals();
});

describe('drafts of the signed-in user', () => {
  it("are stored under the user's id, and logout leaves nothing typed behind", async () => {
    signIn(HADMIN);
    const { router, unmount } = renderApp('/register-patient');
    await userEvent.type(await openNewPatient(), 'Adwoa');
    await waitFor(() => expect(localStorage.getItem('draft:3:register-patient')).toContain('Adwoa'));
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'h'); // still pending at logout

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(everythingStored()).not.toContain('Adwoa');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it("another user's form opens empty, even when the first session ended without logout", async () => {
    signIn(HADMIN);
    const first = renderApp('/register-patient');
    await userEvent.type(await openNewPatient(), 'Adwoa');
    await waitFor(() => expect(localStorage.getItem('draft:3:register-patient')).toContain('Adwoa'));
    first.unmount();
    clinicStore.set(null);

    signIn(OTHER_HADMIN);
    expect(everythingStored()).not.toContain('Adwoa');
    renderApp('/register-patient');
    expect(await openNewPatient()).toHaveValue('');
    expect(screen.queryByText('Restored unsaved changes')).not.toBeInTheDocument();
  });
});
