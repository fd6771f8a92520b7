import { beforeEach, describe, expect, it } from 'vitest';
import { draftStorageKey, removeDrafts, storageKeys } from '../../../src/lib/drafts';

function put(...keys: string[]) {
  for (const key of keys) localStorage.setItem(key, '{"formData":{}}');
}

beforeEach(() => localStorage.clear());

describe('draftStorageKey', () => {
  it('keys a draft by user id and form key', () => {
    expect(draftStorageKey('12', 'register-patient')).toBe('draft:12:register-patient');
    expect(draftStorageKey('12', 'visual-acuity:77')).toBe('draft:12:visual-acuity:77');
  });

  it("encodes the id, so that one user's prefix never covers another's keys", () => {
    expect(draftStorageKey('a:b', 'x')).toBe('draft:a%3Ab:x');
  });
});

describe('removeDrafts', () => {
  it("keeps only the given user's drafts; other users' and unowned (older) drafts go", () => {
    put('draft:12:register-patient', 'draft:12:visual-acuity:77', 'draft:3:register-patient', 'draft:123:x', 'draft:register-patient');
    removeDrafts('12');
    expect(storageKeys(localStorage).sort()).toEqual(['draft:12:register-patient', 'draft:12:visual-acuity:77']);
  });

  it('without a user removes every draft and nothing else', () => {
    put('draft:12:register-patient', 'draft:register-patient', 'theme');
    removeDrafts();
    expect(storageKeys(localStorage)).toEqual(['theme']);
  });
});
