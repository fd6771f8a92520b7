import { describe, expect, it, vi } from 'vitest';
import { cacheBusted, chunkUrlOf, importWithRetry, isChunkLoadError } from '../../../src/app/chunk-retry';

const URL = 'http://127.0.0.1:8080/assets/reports-screen-AbC123.js';
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${URL}`);
const noSleep = vi.fn(() => Promise.resolve());

describe('chunk failures', () => {
  it('recognises the browsers’ messages and only those', () => {
    expect(isChunkLoadError(chunkFailure())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/engine.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('finds the chunk address and makes a fresh one', () => {
    expect(chunkUrlOf(chunkFailure())).toBe(URL);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(cacheBusted(URL, 2)).toMatch(/^http:\/\/127\.0\.0\.1:8080\/assets\/reports-screen-AbC123\.js\?retry=2-\d+$/);
    expect(cacheBusted(`${URL}?v=1`, 1)).toContain('?v=1&retry=1-');
  });
});

describe('importWithRetry', () => {
  it('returns the module at once when it loads', async () => {
    const load = vi.fn(() => Promise.resolve({ ok: 1 }));
    await expect(importWithRetry(load, { sleep: noSleep })).resolves.toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a chunk failure after a short, doubling wait', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const importUrl = vi.fn(() => Promise.reject(chunkFailure()));
    const load = vi
      .fn<() => Promise<{ ok: number }>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValueOnce({ ok: 3 });
    await expect(importWithRetry(load, { sleep, importUrl })).resolves.toEqual({ ok: 3 });
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [1000]]);
  });

  it('falls back to the chunk address with a cache-busting query when the browser keeps the failure', async () => {
    const load = vi.fn(() => Promise.reject(chunkFailure()));
    const importUrl = vi.fn((_url: string) => Promise.resolve({ ok: 'fresh' }));
    await expect(importWithRetry(load, { sleep: noSleep, importUrl })).resolves.toEqual({ ok: 'fresh' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls[0]?.[0]).toMatch(/reports-screen-AbC123\.js\?retry=1-/);
  });

  it('gives up after the last attempt with the chunk failure', async () => {
    const load = vi.fn(() => Promise.reject(chunkFailure()));
    const importUrl = vi.fn(() => Promise.reject(chunkFailure()));
    await expect(importWithRetry(load, { sleep: noSleep, importUrl })).rejects.toThrow(/Failed to fetch dynamically/);
    expect(load).toHaveBeenCalledTimes(3);
    expect(importUrl).toHaveBeenCalledTimes(2);
  });

  it('does not retry an error that is not a network failure', async () => {
    const load = vi.fn(() => Promise.reject(new SyntaxError('Unexpected token')));
    await expect(importWithRetry(load, { sleep: noSleep })).rejects.toThrow('Unexpected token');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
