/**
 * Tabs of one browser share the refresh cookie, and every refresh spends it: two tabs refreshing with the same cookie
 * at once would look like a stolen token being reused, which ends the session. So refreshes take turns across tabs
 * (Web Locks); each sends the cookie as the previous one left it. Without Web Locks (old browsers, tests), refreshes of
 * this tab still take one at a time (auth-fetch shares one in flight).
 */
const LOCK_NAME = 'sightline-token-refresh';

export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The lock's promise settles with the task's own result (a promise it returns is awaited, not wrapped).
  return locks.request(LOCK_NAME, task) as unknown as Promise<T>;
}
