import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, logout, LOGOUT_ERROR, restoreSession } from '../../../src/api/auth';
import { authStore } from '../../../src/api/auth-store';
import { registerNavigator } from '../../../src/api/navigation';
import { getAccessToken } from '../../../src/api/tokens';
import { callsTo, headerOf, json, stubFetch } from '../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../support/client-state';

const ME = userWithRole('lecturer', 'Kofi', 'Mensah');
const REFRESH = '/api/auth/jwt/refresh/';
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let unregister: () => void;

beforeEach(() => {
  resetClientState();
  navigate = vi.fn<(path: string) => void>();
  unregister = registerNavigator(navigate);
});

afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('keeps the access token in memory only, fetches the user with it and persists only the user', async () => {
    const fetch = stubFetch((url) =>
      url === '/api/auth/auth/jwt/create/' ? json({ access: 'acc', refresh: 'ref' }) : json(ME),
    );
    await expect(login('kofi', 'pw')).resolves.toEqual(ME);
    expect(getAccessToken()).toBe('acc');
    // The refresh token is the server's httpOnly cookie: the app keeps no token in browser storage.
    expect(Object.keys(localStorage)).toEqual(['persist:auth']);
    expect(headerOf(callsTo(fetch, '/api/auth/auth/users/me/')[0]![1], 'Authorization')).toBe('Bearer acc');
    expect(JSON.parse(localStorage.getItem('persist:auth')!)).toEqual({ user: ME });
    expect(authStore.getState()).toEqual({ user: ME, loading: false, error: null });
  });

  it("removes the drafts other users left on this device and keeps the user's own", async () => {
    localStorage.setItem(`draft:${ME.id}:register-patient`, '{"formData":{"first_name":"Kwame"}}');
    localStorage.setItem('draft:99:register-patient', '{"formData":{"first_name":"Efia"}}');
    localStorage.setItem('draft:register-patient', '{"formData":{"first_name":"Yaa"}}');
    stubFetch((url) => (url === '/api/auth/auth/jwt/create/' ? json({ access: 'acc', refresh: 'ref' }) : json(ME)));
    await login('kofi', 'pw');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([`draft:${ME.id}:register-patient`]);
  });

  it('keeps no token and records the formatted error when refused', async () => {
    stubFetch(() => json({ detail: 'No active account found with the given credentials' }, 401));
    await expect(login('kofi', 'bad')).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(authStore.getState()).toEqual({
      user: null,
      loading: false,
      error: 'No active account found with the given credentials',
    });
  });
});

describe('logout', () => {
  beforeEach(() => {
    signIn(ME);
    document.cookie = 'csrftoken=abc; path=/';
    document.cookie = 'clinic=old-site; path=/';
  });

  it('tells the server, then clears auth state, persisted auth, tokens and cookies, and goes to /login', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    await logout();

    const [url, init] = callsTo(fetch, '/api/auth/api/logout/')[0]!;
    expect(url).toBe('/api/auth/api/logout/');
    expect(init?.method).toBe('POST');
    expect(headerOf(init, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(init, 'X-CSRFToken')).toBe('abc');
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(document.cookie).toBe('');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves no draft, patient data or other user data in browser storage', async () => {
    localStorage.setItem(`draft:${ME.id}:register-patient`, '{"formData":{"first_name":"Kwame","primary_phone":"0244111222"}}');
    localStorage.setItem('draft:register-patient', '{"formData":{"address":"P.O. Box 12"}}');
    localStorage.setItem('swr-cache', '[["/patients/", "Kwame"]]');
    sessionStorage.setItem('last-search', 'Kwame');
    stubFetch(() => new Response(null, { status: 204 }));
    await logout();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('signs out locally even when the server call fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await logout();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(document.cookie).toBe('');
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('alerts and stays when this device cannot be cleared', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await logout();
    expect(alert).toHaveBeenCalledWith(LOGOUT_ERROR);
    expect(LOGOUT_ERROR).toBe('An error occurred during logout. Please try again.');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('restoreSession', () => {
  it('with a stored user, asks the refresh cookie for an access token, then the user, loading meanwhile', async () => {
    authStore.setState({ user: ME });
    const fetch = stubFetch((url, init) =>
      url === REFRESH ? json({ access: 'acc', refresh: 'ref' }) : headerOf(init, 'Authorization') === 'Bearer acc' ? json(ME) : json({}, 401),
    );
    const done = restoreSession();
    expect(authStore.getState().loading).toBe(true);
    await done;
    expect(authStore.getState()).toMatchObject({ user: ME, loading: false });
    expect(getAccessToken()).toBe('acc');
    const [, init] = callsTo(fetch, REFRESH)[0]!;
    // No token in the body: the browser sends its httpOnly cookie.
    expect(init?.body).toBe('{}');
    expect(init?.credentials).toBe('include');
    expect(Object.keys(localStorage)).toEqual(['persist:auth']);
  });

  it('forgets the stored user and goes to /login when the refresh is refused (the session idle too long)', async () => {
    authStore.setState({ user: ME });
    stubFetch(() => json({ detail: 'Token is invalid or expired' }, 401));
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ user: null, loading: false });
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('asks nothing on the login page when nobody is signed in on this device', async () => {
    const fetch = stubFetch(() => json({}));
    await restoreSession('/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('with nobody stored, a page that needs a user asks the cookie and signs in when it holds a session', async () => {
    const fetch = stubFetch((url, init) =>
      url === REFRESH ? json({ access: 'acc', refresh: 'ref' }) : headerOf(init, 'Authorization') === 'Bearer acc' ? json(ME) : json({}, 401),
    );
    await restoreSession('/pending-reviews');
    expect(callsTo(fetch, REFRESH)).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ user: ME, loading: false });
    expect(localStorage.getItem('persist:auth')).not.toBeNull();
  });

  it('with nobody stored and no session in the cookie, goes to /login', async () => {
    stubFetch(() => json({ refresh: ['This field is required.'] }, 400));
    await restoreSession('/pending-reviews');
    expect(authStore.getState()).toMatchObject({ user: null, loading: false });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('after a sign-out the server was not told of, never restores from the cookie; the next sign-in lifts that', async () => {
    signIn(ME);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await logout();
    const fetch = stubFetch(() => json({ access: 'acc', refresh: 'ref' }));
    await restoreSession('/pending-reviews');
    expect(fetch).not.toHaveBeenCalled();
    expect(authStore.getState().user).toBeNull();

    stubFetch((url) => (url === '/api/auth/auth/jwt/create/' ? json({ access: 'acc', refresh: 'ref' }) : json(ME)));
    await login('lecturer', 'pw');
    expect(localStorage.getItem('signed-out')).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    authStore.setState({ user: ME });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await restoreSession();
    expect(authStore.getState()).toMatchObject({ user: ME, loading: false });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('another tab', () => {
  it("signing in as someone else drops this tab's access token, so the next request refreshes as them", () => {
    signIn(ME);
    expect(getAccessToken()).toBe('access-1');
    authStore.setState({ user: { ...ME, id: 2 } });
    expect(getAccessToken()).toBeNull();
  });
});
