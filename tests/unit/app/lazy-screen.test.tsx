import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_LOST_TEXT, UPDATED_TEXT, loadScreen } from '../../../src/app/lazy-screen';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js');
const module = { Screen: () => <h1>Reports</h1> };
const options = { sleep: () => Promise.resolve(), importUrl: () => Promise.reject(chunkFailure()) };

describe('loadScreen', () => {
  it('gives the screen when its chunk loads', async () => {
    const Screen = await loadScreen(() => Promise.resolve(module), (m) => m.Screen, options);
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
  });

  it('after the retries shows "Connection lost" with Retry, and Retry renders the screen in place', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(module) : Promise.reject(chunkFailure())));
    const Screen = await loadScreen(load, (m) => m.Screen, options);
    expect(load).toHaveBeenCalledTimes(3);
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Connection lost' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(CONNECTION_LOST_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Connection lost' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
  });

  it('loads again by itself when the browser is back online, and later mounts reuse the loaded screen', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(module) : Promise.reject(chunkFailure())));
    const Screen = await loadScreen(load, (m) => m.Screen, options);
    const first = render(<Screen />);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    first.unmount();
    const calls = load.mock.calls.length;
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(calls);
  });

  it('says the app was updated, with Reload page, when the server answers but the chunk is gone', async () => {
    const health = vi.fn((url: string) => Promise.resolve(new Response('{"status":"ok"}', { status: url === '/api/health/' ? 200 : 404 })));
    vi.stubGlobal('fetch', health);
    try {
      const Screen = await loadScreen(() => Promise.reject(chunkFailure()), (m: typeof module) => m.Screen, options);
      render(<Screen />);
      expect(await screen.findByRole('button', { name: 'Reload page' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(UPDATED_TEXT);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(health).toHaveBeenCalledWith('/api/health/', { cache: 'no-store' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves other errors to the route error page', async () => {
    await expect(loadScreen(() => Promise.reject(new Error('boom')), () => module.Screen, options)).rejects.toThrow('boom');
  });
});
