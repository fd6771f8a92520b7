import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../src/api/auth-store';
import { ApiError, request } from '../../../src/api/http-client';
import { timeoutOf } from '../../../src/api/auth-fetch';
import { isOffline } from '../../../src/api/connectivity';
import { NetworkError } from '../../../src/lib/network-error';
import { registerNavigator } from '../../../src/api/navigation';
import { getAccessToken, storeAccessToken } from '../../../src/api/tokens';
import { callsTo, headerOf, json, stubFetch } from '../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../support/client-state';

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
  vi.useRealTimers();
});

/** API answering 401 to any token but `valid`, and a refresh endpoint answering `refresh`. */
function protectedApi(valid: string, refresh: () => Response | Promise<Response>) {
  return stubFetch((url, init) => {
    if (url === REFRESH) return refresh();
    return headerOf(init, 'Authorization') === `Bearer ${valid}`
      ? json({ path: url })
      : json({ detail: 'Given token not valid for any token type' }, 401);
  });
}

describe('authFetch headers', () => {
  it('sends the Bearer token, the CSRF cookie as X-CSRFToken, and cookies', async () => {
    storeAccessToken('tok-A');
    document.cookie = 'csrftoken=csrf-123; path=/';
    const fetch = stubFetch(() => json({ ok: true }));

    await expect(request('post', '/clients/api/patients/', { data: { a: 1 } })).resolves.toEqual({ ok: true });

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/clients/api/patients/');
    expect(headerOf(init, 'Authorization')).toBe('Bearer tok-A');
    expect(headerOf(init, 'X-CSRFToken')).toBe('csrf-123');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends neither header when there is no token and no CSRF cookie', async () => {
    const fetch = stubFetch(() => json([]));
    await request('get', '/x/');
    const [, init] = fetch.mock.calls[0]!;
    expect(headerOf(init, 'Authorization')).toBeNull();
    expect(headerOf(init, 'X-CSRFToken')).toBeNull();
  });
});

describe('authFetch refresh on 401', () => {
  it('shares one refresh between two concurrent 401s and retries both with the new token', async () => {
    signIn(userWithRole('student'));
    storeAccessToken('old');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = protectedApi('new', async () => {
      await gate;
      return json({ access: 'new', refresh: 'refresh-2' });
    });

    const both = Promise.all([request('get', '/one/'), request('get', '/two/')]);
    await vi.waitFor(() => expect(callsTo(fetch, REFRESH)).toHaveLength(1));
    release();

    await expect(both).resolves.toEqual([{ path: '/api/one/' }, { path: '/api/two/' }]);
    const refreshCalls = callsTo(fetch, REFRESH);
    expect(refreshCalls).toHaveLength(1);
    // The refresh token is the browser's httpOnly cookie (credentials), never in the body or in storage.
    expect(JSON.parse(String(refreshCalls[0]![1]?.body))).toEqual({});
    expect(refreshCalls[0]![1]?.credentials).toBe('include');
    expect(headerOf(refreshCalls[0]![1], 'Authorization')).toBeNull();
    expect(getAccessToken()).toBe('new');
    expect(Object.keys(localStorage)).toEqual(['persist:auth']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the CSRF cookie as X-CSRFToken with the refresh, since the refresh cookie is a credential', async () => {
    signIn(userWithRole('student'));
    document.cookie = 'csrftoken=csrf-9; path=/';
    const fetch = protectedApi('new', () => json({ access: 'new' }));
    await expect(request('get', '/one/')).resolves.toEqual({ path: '/api/one/' });
    expect(headerOf(callsTo(fetch, REFRESH)[0]![1], 'X-CSRFToken')).toBe('csrf-9');
  });

  it('retries only once: a second 401 is returned to the caller', async () => {
    signIn(userWithRole('student'));
    storeAccessToken('old');
    const fetch = protectedApi('never', () => json({ access: 'still-bad' }));
    await expect(request('get', '/one/')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetch, REFRESH)).toHaveLength(1);
    expect(callsTo(fetch, '/api/one/')).toHaveLength(2);
  });

  it('on a refused refresh clears both tokens and the persisted auth, and goes to /login', async () => {
    signIn(userWithRole('lecturer'));
    expect(localStorage.getItem('persist:auth')).not.toBeNull();
    protectedApi('new', () => json({ detail: 'Token is invalid or expired' }, 401));

    const failure = await request('get', '/one/').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("on a refused refresh keeps the user's drafts for their next sign-in, and nothing else", async () => {
    signIn(userWithRole('lecturer'));
    localStorage.setItem('draft:1:register-patient', '{"formData":{"first_name":"Kwame"}}');
    localStorage.setItem('swr-cache', '[["/patients/", "Kwame"]]');
    sessionStorage.setItem('last-search', 'Kwame');
    protectedApi('new', () => json({ detail: 'Token is invalid or expired' }, 401));

    await request('get', '/one/').catch(() => undefined);

    expect(Object.keys(localStorage)).toEqual(['draft:1:register-patient']);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the session when the refresh answer is cut off (the page leaving): no sign-out, no /login', async () => {
    signIn(userWithRole('lecturer'));
    const cutOff = new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
    protectedApi('new', () => cutOff);

    await expect(request('get', '/one/')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('persist:auth')).not.toBeNull();
    expect(authStore.getState().user).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([429, 500, 503])('keeps the session when the refresh answers %i (busy or failing, not a refusal)', async (status) => {
    signIn(userWithRole('lecturer'));
    protectedApi('new', () => json({ detail: 'Try again later.' }, status));

    await expect(request('get', '/one/')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('persist:auth')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with nobody signed in on this device lets the 401 through and does nothing more', async () => {
    storeAccessToken('old');
    const fetch = protectedApi('new', () => json({ access: 'new' }));
    await expect(request('get', '/one/')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('old');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never refreshes for the login call itself', async () => {
    signIn(userWithRole('student'));
    const fetch = stubFetch(() => json({ detail: 'No active account found with the given credentials' }, 401));
    await expect(request('post', '/auth/auth/jwt/create/', { data: {} })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('authFetch timeout and cancellation', () => {
  function hangingFetch() {
    return stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
  }

  it('gives up on a read after 20 seconds, as a NetworkError of kind timeout', async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled = false;
    const pending = request('get', '/slow/')
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout', cause: { name: 'TimeoutError' } });
  });

  it('gives up on a save after 8 seconds, sent once, and does not call the device offline', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    let settled = false;
    const pending = request('post', '/tests/api/visual-acuity/', { data: { a: 1 } })
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: 'NetworkError', kind: 'timeout' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
  });

  it('gives an upload (a FormData body) 60 seconds', () => {
    expect(timeoutOf({ method: 'POST', body: new FormData() })).toBe(60_000);
    expect(timeoutOf({ method: 'PUT', body: '{}' })).toBe(8_000);
    expect(timeoutOf({ method: 'DELETE' })).toBe(8_000);
    expect(timeoutOf({ method: 'GET' })).toBe(20_000);
    expect(timeoutOf({})).toBe(20_000);
  });

  it('aborts when the caller cancels', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = request('get', '/slow/', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new DOMException('Left the screen', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('authFetch: a server that cannot be reached', () => {
  it('rejects with a NetworkError of kind offline, sends a save once, and marks the device offline', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetch = stubFetch(() => Promise.reject(failure));
    const error = await request('post', '/tests/api/visual-acuity/', { data: { a: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'offline', cause: failure });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(true);
  });

  it('marks the device online again at the next answer, whatever its status', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await request('get', '/x/').catch(() => undefined);
    expect(isOffline()).toBe(true);
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    await request('get', '/x/').catch(() => undefined);
    expect(isOffline()).toBe(false);
  });

  it("passes the caller's own cancellation through as it is, without marking the device offline", async () => {
    const controller = new AbortController();
    const cancelled = new DOMException('Left the screen', 'AbortError');
    stubFetch(() => Promise.reject(cancelled));
    controller.abort(cancelled);
    await expect(request('get', '/x/', { signal: controller.signal })).rejects.toBe(cancelled);
    expect(isOffline()).toBe(false);
  });
});
