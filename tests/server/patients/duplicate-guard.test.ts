/**
 * The duplicate guard of registration: the duplicate-phone answer names the patients holding the number, an exact
 * duplicate (same names, date of birth and primary phone) is refused even with confirm_save, and the schema's date
 * rules (no date of birth in the future, no first visit before birth).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { patientBody, uniquePhone } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/clients/api/patients/', payload, headers: bearer(token) });

describe('duplicate primary phone', () => {
  it('lists the patients already holding the number beside the field error', async () => {
    const phone = uniquePhone();
    const first = (await register(patientBody({ primary_phone: phone, first_name: 'Abena', dob: '1985-02-03' }))).json();
    const refused = await register(patientBody({ primary_phone: phone, first_name: 'Kofi' }));
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.primary_phone[0]).toContain("Set 'confirm_save=True' to proceed.");
    expect(body.existing_patients).toEqual([
      { id: first.id, patient_id: first.patient_id, first_name: 'Abena', last_name: 'Owusu', dob: '1985-02-03' },
    ]);
  });

  it('refuses an exact duplicate outright, even with confirm_save', async () => {
    const phone = uniquePhone();
    const first = (await register(patientBody({ primary_phone: phone }))).json();
    const before = await t.app.repos.patients.count();
    for (const confirm_save of [false, true]) {
      const refused = await register(patientBody({ primary_phone: phone, first_name: ' ama ', last_name: 'OWUSU', confirm_save }));
      expect(refused.statusCode).toBe(400);
      const messages: string[] = refused.json().primary_phone;
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(`already registered as ${first.patient_id}`);
      expect(messages[0]).not.toContain('confirm_save');
    }
    expect(await t.app.repos.patients.count()).toBe(before);
    // Another date of birth on the same number is a different person: confirm_save saves them.
    const sibling = await register(patientBody({ primary_phone: phone, dob: '2012-06-01', confirm_save: true }));
    expect(sibling.statusCode, sibling.body).toBe(201);
  });
});

describe('dates', () => {
  const shift = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

  it('refuses a date of birth in the future and accepts today', async () => {
    const future = await register(patientBody({ dob: shift(2) }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ dob: ['Date of birth cannot be in the future.'] });
    expect((await register(patientBody({ dob: localDate(), dateOfFirstVisit: localDate() }))).statusCode).toBe(201);
  });

  it('refuses a first visit before the date of birth', async () => {
    const refused = await register(patientBody({ dob: '2000-05-10', dateOfFirstVisit: '2000-05-09' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ dateOfFirstVisit: ['Date of first visit cannot be before the date of birth.'] });
    expect((await register(patientBody({ dob: '2000-05-10', dateOfFirstVisit: '2000-05-10' }))).statusCode).toBe(201);
  });
});
