import { vi, type Mock } from 'vitest';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs global fetch with `handler`; returns the mock to inspect calls. */
export function stubFetch(handler: Handler): FetchMock {
  const mock: FetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Header value sent with a recorded fetch call. */
export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** Every recorded call to `path` (pathname match). */
export function callsTo(mock: FetchMock, path: string): [string, RequestInit | undefined][] {
  return mock.mock.calls
    .map(([input, init]) => [String(input), init] as [string, RequestInit | undefined])
    .filter(([url]) => new URL(url, 'http://localhost').pathname === path);
}
