import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore, PERSIST_KEY, userIdOf } from '../../../src/api/auth-store';
import { resetClientState, userWithRole } from '../support/client-state';

const KOFI = { ...userWithRole('lecturer', 'Kofi'), id: 4 };
const AMA = { ...userWithRole('student', 'Ama'), id: 5 };

/** What the browser tells this tab when another tab of the app writes `key`. */
function fromAnotherTab(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => resetClientState());
afterEach(() => resetClientState());

describe('userIdOf', () => {
  it("is the user's id as text, or undefined without one", () => {
    expect(userIdOf(KOFI)).toBe('4');
    expect(userIdOf({ ...KOFI, id: 'u-9' })).toBe('u-9');
    expect(userIdOf({ ...KOFI, id: undefined })).toBeUndefined();
    expect(userIdOf(null)).toBeUndefined();
  });
});

describe('authStore', () => {
  it("setting a user removes everybody else's drafts, unowned ones too", () => {
    localStorage.setItem('draft:4:register-patient', '{}');
    localStorage.setItem('draft:5:register-patient', '{}');
    localStorage.setItem('draft:register-patient', '{}');
    authStore.setState({ user: KOFI });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual(['draft:4:register-patient']);
  });

  it('setting a user without an id removes every draft', () => {
    localStorage.setItem('draft:4:register-patient', '{}');
    authStore.setState({ user: { ...KOFI, id: undefined } });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('follows a sign-out in another tab', () => {
    authStore.setState({ user: KOFI });
    fromAnotherTab(PERSIST_KEY, null);
    expect(authStore.getState().user).toBeNull();
  });

  it("follows another user's sign-in in another tab, and drops the first user's drafts", () => {
    authStore.setState({ user: KOFI });
    localStorage.setItem('draft:4:register-patient', '{}');
    fromAnotherTab(PERSIST_KEY, JSON.stringify({ user: AMA }));
    expect(authStore.getState().user).toEqual(AMA);
    expect(localStorage.getItem('draft:4:register-patient')).toBeNull();
  });

  it('ignores other keys written by another tab', () => {
    authStore.setState({ user: KOFI });
    localStorage.removeItem(PERSIST_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: 'draft:4:x', newValue: '{}', storageArea: localStorage }));
    expect(authStore.getState().user).toEqual(KOFI);
  });
});
