/** The one HTTP client: redaxios over `authFetch`, base `/api`. Screens call the hooks and functions built on it. */
import redaxios, { type Options } from 'redaxios';
import { authFetch } from './auth-fetch';

/** A non-2xx answer: its status and decoded body (`{detail}` or `{field: [messages]}`). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The field messages of a 400 answer (`{field: [messages]}`), for a form to show under its fields; none when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.data;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (key !== 'detail' && messages.length > 0) fields[key] = messages;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The redaxios instance; prefer `request` and `getJson`, which return the body and throw `ApiError`. */
export const http = redaxios.create({ baseURL: '/api', withCredentials: true, fetch: authFetch });

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  /** JSON body (or text, with its `contentType`). */
  data?: unknown;
  /** The body's type when it is text rather than JSON (a CSV file: `text/csv`). */
  contentType?: string;
  /** Query parameters. */
  params?: Record<string, string | number>;
  /** Caller cancellation (e.g. from an effect cleanup). */
  signal?: AbortSignal;
  /** How to decode the answer: JSON (the default), or the bytes as a Blob (an uploaded file). */
  responseType?: 'json' | 'blob';
}

function isResponse(value: unknown): value is { status: number; data: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

/**
 * Sends a request to `/api{url}` and resolves with the decoded body. HTTP errors reject with `ApiError`;
 * network errors, timeouts and cancellation reject with the underlying error.
 */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const config: Options = { method, data: options.data };
  if (options.params) config.params = options.params;
  if (options.responseType) config.responseType = options.responseType;
  if (options.contentType) config.headers = { 'content-type': options.contentType };
  const { signal } = options;
  // redaxios passes no signal to fetch, so cancellation rides on a per-call fetch.
  if (signal) config.fetch = (input, init) => authFetch(input, { ...init, signal });
  try {
    const response = await http<T>(url, config);
    return response.data;
  } catch (error) {
    throw isResponse(error) ? new ApiError(error.status, await decodedErrorBody(error.data)) : error;
  }
}

/** An error answer read as bytes (a request for a file) is still JSON (`{detail}`): decoded, so its words can be shown. */
async function decodedErrorBody(data: unknown): Promise<unknown> {
  // Duck-typed: the Blob may come from another realm than this window's (a test's fetch).
  if (typeof data !== 'object' || data === null || !('text' in data) || typeof data.text !== 'function') return data;
  try {
    return JSON.parse(String(await (data as Blob).text())) as unknown;
  } catch {
    return data;
  }
}

/** GET `/api{url}` and resolve with the body; the fetcher of every SWR hook. */
export function getJson<T>(url: string): Promise<T> {
  return request<T>('get', url);
}
