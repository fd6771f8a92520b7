/**
 * Issue 23: a sign-in with a one-time password goes to the password change, not the dashboard; the user is fetched only
 * once the password is changed. The form shows the server's field messages under their fields.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../src/api/auth-store';
import { PASSWORDS_DIFFER } from '../../../../src/screens/change-password/change-password-form';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const ME = userWithRole('student', 'Kojo', 'Mensah');
const CHANGE = '/api/auth/api/change-password/';

function server(change: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/auth/auth/jwt/create/') return json({ access: 'a.b.c', refresh: 'r', must_change_password: true });
    if (url === '/api/auth/auth/users/me/') return json(ME);
    if (url === CHANGE) return change();
    return json({ detail: 'Not found.' }, 404);
  });
}

async function signInWithOneTimePassword() {
  const { router } = renderApp('/login');
  await userEvent.type(await screen.findByLabelText('Username'), 'kojo');
  await userEvent.type(screen.getByLabelText('Password'), 'OneTime234abc');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Change your password' });
  return router;
}

async function fill(current: string, next: string, repeat = next) {
  await userEvent.type(screen.getByLabelText('One-time password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Repeat new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('sign-in with a one-time password', () => {
  it('goes to the password change without fetching the user, then into the app once it is changed', async () => {
    const fetch = server(() => json({ detail: 'Your password has been changed.' }));
    const router = await signInWithOneTimePassword();
    expect(router.state.location.pathname).toBe('/change-password/required');
    expect(screen.getByLabelText('One-time password')).toHaveFocus();
    expect(callsTo(fetch, '/api/auth/auth/users/me/')).toHaveLength(0);
    expect(authStore.getState().user).toBeNull();

    await fill('OneTime234abc', 'my own secret');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(callsTo(fetch, CHANGE)[0]![1]!.body))).toEqual({ old_password: 'OneTime234abc', new_password: 'my own secret' });
    expect(authStore.getState().user).toMatchObject({ first_name: 'Kojo' });
  });

  it("shows the server's messages under their fields, and a repeat that differs without asking the server", async () => {
    const fetch = server(() => json({ new_password: ['Password must be at least 8 characters, not counting spaces at either end.'] }, 400));
    await signInWithOneTimePassword();
    await fill('OneTime234abc', 'short', 'shorter');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, CHANGE)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText(/^Password must be at least 8 characters/);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(message.textContent!);
    expect(authStore.getState().user).toBeNull();
  });

  it('sends a visitor with no such sign-in to /login', async () => {
    server(() => json({}));
    const { router } = renderApp('/change-password/required');
    await screen.findByRole('heading', { name: 'Patient Information Management System' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
