import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_PREFERENCES, forgetDeviceData } from '../../../src/api/device-data';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('flow-step', 'management');
  localStorage.setItem('persist:auth', '{"user":{"id":1}}');
  localStorage.setItem('draft:1:register-patient', '{"formData":{"first_name":"Kwame"}}');
  sessionStorage.setItem('draft:1:visual-acuity:4', '{}');
  sessionStorage.setItem('anything', 'Kwame');
});

describe('forgetDeviceData', () => {
  it('removes everything from localStorage and sessionStorage, drafts included', () => {
    expect(DEVICE_PREFERENCES).toEqual([]);
    forgetDeviceData();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('with keepDrafts keeps only the drafts in localStorage', () => {
    forgetDeviceData({ keepDrafts: true });
    expect(Object.keys(localStorage)).toEqual(['draft:1:register-patient']);
    expect(sessionStorage.length).toBe(0);
  });
});
