import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, request } from '../../../src/api/http-client';
import { NetworkError } from '../../../src/lib/network-error';
import { json, stubFetch } from '../support/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('prefixes /api, adds query parameters and resolves with the decoded body', async () => {
    const fetch = stubFetch(() => json({ results: [], count: 0 }));
    await expect(request('get', '/clients/api/patients/', { params: { page: 1, page_size: 10 } })).resolves.toEqual({
      results: [],
      count: 0,
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/clients/api/patients/?page=1&page_size=10');
    expect(fetch.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('rejects an HTTP error with ApiError carrying status and body', async () => {
    stubFetch(() => json({ primary_phone: ['Enter a valid 10-digit number'] }, 400));
    const error = await request('post', '/clients/api/patients/', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: { primary_phone: ['Enter a valid 10-digit number'] } });
  });

  it('rejects a network failure as a NetworkError of kind offline, carrying the failure as its cause', async () => {
    const offline = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(offline));
    const error = await getJson('/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'offline', message: 'You are offline.', cause: offline });
  });
});
