/**
 * Contract: the duplicate primary phone (platform §4 "Duplicate phone", §8). The first save of a patient whose
 * primary phone another patient has is refused with a `primary_phone` message that mentions confirm_save in the
 * words clients match — `Set 'confirm_save=True' to proceed.` —; the 'Confirm Save' dialog's Proceed resends the
 * same data with `confirm_save: true`, which saves. The bodies are the creation fields of platform §3 as the
 * registration page sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const PATIENTS = '/api/clients/api/patients/';
const CONFIRM = "Set 'confirm_save=True' to proceed.";

let t: TestApp;
let hadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  hadmin = (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
});

/** Platform §3 "Patient (creation)", every field as the New Patient page holds it. */
function creationBody(primaryPhone: string): Record<string, unknown> {
  return {
    first_name: 'Akosua',
    last_name: 'Boateng',
    otherNames: 'Adjoa',
    dob: '1985-09-30',
    gender: 'Female',
    clinic: 'New Site',
    occupation_category: 'Business & Finance',
    occupation: 'Trader',
    address: 'Plot 4, Asafo Market Road',
    residence: 'Asafo',
    region: 'Ashanti',
    landmark: 'Opposite the fuel station',
    hometown: 'Obuasi',
    primary_phone: primaryPhone,
    alternate_phone: uniquePhone(),
    emergency_contact_name: 'Yaw Boateng',
    emergency_contact_number: '0241112223',
    hospitalId: 'KATH-0042',
    dateOfFirstVisit: '2024-03-01',
    healthInsuranceProvider: 'NHIS',
    healthInsuranceNumber: 'NHIS-778899',
  };
}

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: bearer(hadmin) });

describe('duplicate primary phone', () => {
  it("refuses the first save with a primary_phone message containing \"Set 'confirm_save=True' to proceed.\"", async () => {
    const phone = uniquePhone();
    const first = await send('POST', PATIENTS, creationBody(phone));
    expect(first.statusCode, first.body).toBe(201);
    expect(typeof first.json().id).toBe('number');

    const again = await send('POST', PATIENTS, { ...creationBody(phone), first_name: 'Abena' });
    expect(again.statusCode).toBe(400);
    const body = again.json();
    // The only field error is primary_phone; `existing_patients` (docs/api.md) names who holds the number.
    expect(Object.keys(body).sort()).toEqual(['existing_patients', 'primary_phone']);
    expect(body.existing_patients).toEqual([expect.objectContaining({ id: first.json().id, first_name: 'Akosua' })]);
    expect(body.primary_phone).toHaveLength(1);
    const [message] = body.primary_phone as [string];
    expect(message).toContain(CONFIRM);
    expect(message).toContain('confirm_save');
    expect(message).toBe(`A patient with this primary phone number already exists. ${CONFIRM}`);
  });

  it('saves when Proceed resends the same data with confirm_save true', async () => {
    const phone = uniquePhone();
    expect((await send('POST', PATIENTS, creationBody(phone))).statusCode).toBe(201);
    const body = { ...creationBody(phone), first_name: 'Abena' };
    expect((await send('POST', PATIENTS, body)).statusCode).toBe(400);
    const proceed = await send('POST', PATIENTS, { ...body, confirm_save: true });
    expect(proceed.statusCode, proceed.body).toBe(201);
    expect(proceed.json()).toMatchObject({ first_name: 'Abena', primary_phone: phone });
  });

  it('answers the same message when an update takes another patient’s number, and saves with confirm_save', async () => {
    const taken = uniquePhone();
    expect((await send('POST', PATIENTS, creationBody(taken))).statusCode).toBe(201);
    const other = (await send('POST', PATIENTS, creationBody(uniquePhone()))).json();
    const url = `/api/clients/api/update-patient/${other.id}/`;
    const refused = await send('PUT', url, { ...creationBody(taken) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().primary_phone).toEqual([`A patient with this primary phone number already exists. ${CONFIRM}`]);
    const proceed = await send('PUT', url, { ...creationBody(taken), confirm_save: true });
    expect(proceed.statusCode, proceed.body).toBe(200);
    expect(proceed.json()).toMatchObject({ id: other.id, primary_phone: taken });
  });
});
