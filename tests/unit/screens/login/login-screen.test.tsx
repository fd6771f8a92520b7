import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../../src/api/auth-store';
import { getAccessToken } from '../../../../src/api/tokens';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const ME = userWithRole('student', 'Ama', 'Owusu');

function server(login: () => Response | Promise<Response>) {
  return stubFetch((url) => {
    if (url === '/api/auth/auth/jwt/create/') return login();
    if (url === '/api/auth/auth/users/me/') return json(ME);
    return json({ detail: 'Not found.' }, 404);
  });
}

async function submit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

/** The inline alert inside the login form (toasts are alerts too). */
function inlineError() {
  return within(screen.getByRole('form', { name: 'Login' })).getByRole('alert');
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('LoginScreen', () => {
  it('shows the title, labelled fields and the Login button', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Patient Information Management System' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['', ''],
    ['ama', ''],
    ['   ', 'secret'],
  ])('refuses blank fields (%j, %j) without calling the server', async (username, password) => {
    const fetch = server(() => json({}));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Patient Information Management System' });
    await submit(username, password);
    expect(inlineError()).toHaveTextContent('Username and password are required.');
    expect(await screen.findByText('Username and password are required.', { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('toggles the password visibility with a named button', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's detail on failure", async () => {
    server(() => json({ detail: 'No active account found with the given credentials' }, 401));
    renderApp('/login');
    await screen.findByLabelText('Username');
    await submit('ama', 'wrong');
    await vi.waitFor(() => expect(inlineError()).toHaveTextContent('No active account found with the given credentials'));
    expect(getAccessToken()).toBeNull();
    expect(authStore.getState().error).toBe('No active account found with the given credentials');
  });

  it("says 'An error occurred during login.' when the server cannot be reached", async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/login');
    await screen.findByLabelText('Username');
    await submit('ama', 'secret');
    await vi.waitFor(() => expect(inlineError()).toHaveTextContent('An error occurred during login.'));
  });

  it('logs in with Enter, keeps the access token in memory and the user, toasts and goes to /', async () => {
    const fetch = server(() => json({ access: 'acc', refresh: 'ref' }));
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), '  ama ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, '/api/auth/auth/jwt/create/')[0]![1]?.body))).toEqual({
      username: 'ama',
      password: 'secret',
    });
    expect(getAccessToken()).toBe('acc');
    expect(Object.keys(localStorage)).toEqual(['persist:auth']);
    expect(JSON.parse(localStorage.getItem('persist:auth')!)).toEqual({ user: ME });
  });

  it("clears a failed attempt's toast on the next login, so it does not follow the user to the dashboard", async () => {
    let attempts = 0;
    server(() => {
      attempts += 1;
      return attempts === 1
        ? json({ detail: 'No active account found with the given credentials' }, 401)
        : json({ access: 'acc', refresh: 'ref' });
    });
    renderApp('/login');
    await screen.findByLabelText('Username');
    await submit('ama', 'wrong');
    const failure = { selector: '.p-toast-summary' };
    expect(await screen.findByText('No active account found with the given credentials', failure)).toBeInTheDocument();
    // The second attempt is made with the pointer only: no key press dismisses the old toast.
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByText('No active account found with the given credentials', failure)).not.toBeInTheDocument(),
    );
  });

  it("shows 'Logging in...' while the call is pending", async () => {
    server(() => new Promise<Response>(() => {}));
    renderApp('/login');
    await screen.findByLabelText('Username');
    await submit('ama', 'secret');
    expect(await screen.findByText('Logging in...')).toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    stubFetch(() => json({}, 404));
    signIn(ME);
    const { router } = renderApp('/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
