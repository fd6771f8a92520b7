/**
 * Registering, reading, listing and updating patients (platform §3, §5, §7, §8): the read shape field by field,
 * the registration form's own messages, the duplicate phone rule and confirm_save, paging, and who may do what.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientRegistrationAdapter } from '../../../src/api/adapters/patient-registration';
import { ageOn, localDate } from '../../../server/lib/dates';
import { createPatient, patientBody, uniquePhone } from '../helpers/clinic';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'student', 'coordinator', 'lecturer', 'sysadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(PROJECT_SCHEMAS_DIR, 'patient-registration', 'fixtures', `${name}.json`), 'utf8'));

const PATIENTS = '/api/clients/api/patients/';
const register = (payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url: PATIENTS, payload: payload as object, headers: bearer(tokens[user]!) });
const update = (id: number, payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'PUT', url: `/api/clients/api/update-patient/${id}/`, payload: payload as object, headers: bearer(tokens[user]!) });
const get = (url: string, user = 'hadmin') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });

const DUPLICATE = "A patient with this primary phone number already exists. Set 'confirm_save=True' to proceed.";

describe('registration', () => {
  it('answers 201 with every field of the read shape', async () => {
    const body = { ...fixture('valid-full'), primary_phone: uniquePhone() };
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    const patient = response.json();
    const today = localDate();
    expect(patient).toEqual({
      id: expect.any(Number),
      patient_id: `SL-${String(patient.id).padStart(6, '0')}`,
      first_name: 'Kwame',
      last_name: 'Mensah',
      clinic: 'New Site',
      primary_phone: body.primary_phone,
      alternate_phone: '0274445556',
      age: ageOn('1968-11-30', today),
      gender: 'Male',
      dob: '1968-11-30',
      id_type: 'Hospital ID',
      id_number: 'UCC-EYE-00231',
      address: 'P.O. Box 45, Cape Coast',
      landmark: 'Opposite Abura market',
      region: 'Central',
      emergency_contact_name: 'Esi Mensah',
      emergency_contact_number: '0557778889',
      insurance_type: 'Public',
      insurance_provider: 'NHIS',
      insurance_number: 'NHIS-12345678',
      date_of_first_visit: '2025-01-15',
      registration_date: today,
      otherNames: 'Nana Yaw',
      occupation_category: 'Retired & Not Working',
      occupation: 'Retired civil servant',
      residence: 'Abura',
      hometown: 'Elmina',
      hospitalId: 'UCC-EYE-00231',
    });
    expect(await get(`/api/clients/api/patient-detail/${patient.id}/`).then((r) => r.json())).toEqual(patient);
  });

  it("accepts the region Ahafo, and still the specification's Brong Ahafo (existing records and clients)", async () => {
    for (const region of ['Ahafo', 'Brong Ahafo']) {
      const response = await register(patientBody({ region }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().region).toBe(region);
      const again = await update(response.json().id, { ...patientBody({ region }), primary_phone: response.json().primary_phone });
      expect(again.statusCode, again.body).toBe(200);
    }
    expect((await register(patientBody({ region: 'Brong-Ahafo' }))).json()).toEqual({ region: ['Not a valid choice.'] });
  });

  it('answers null for what was not given, and maps Private insurance', async () => {
    const response = await register({ ...fixture('valid-cctu-optional-blank'), primary_phone: uniquePhone() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      otherNames: null,
      residence: null,
      alternate_phone: null,
      hospitalId: null,
      id_type: null,
      id_number: null,
      date_of_first_visit: null,
      insurance_type: 'Private',
      insurance_provider: 'Private',
      insurance_number: '12345678901234567890',
    });
    const minimal = (await register(patientBody())).json();
    expect(minimal).toMatchObject({ insurance_type: null, insurance_provider: null, insurance_number: null });
  });

  it('gives back the creation data through the form adapter (the edit form round trip)', async () => {
    for (const name of ['valid-full', 'valid-minimal']) {
      const body = { ...fixture(name), primary_phone: uniquePhone() };
      const answer = (await register(body)).json();
      expect(patientRegistrationAdapter.fromResponse(answer), name).toEqual(body);
      // And the answer can be sent back as it is.
      const again = await update(answer.id, answer);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(answer);
    }
  });

  it('refuses with the form messages of the registration schema', async () => {
    for (const name of ['invalid-names', 'invalid-phones', 'invalid-insurance-number', 'invalid-required-missing', 'invalid-unknown-field']) {
      const { formData, errors } = fixture(name) as { formData: object; errors: object };
      const response = await register(formData);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual(errors);
    }
    const blank = fixture('invalid-required-blank') as { formData: object; errors: object };
    expect((await register(blank.formData)).json()).toEqual(blank.errors);
  });

  it('refuses a date the calendar does not have, and a confirm_save that is not a boolean', async () => {
    const response = await register(patientBody({ dob: '1990-02-30', dateOfFirstVisit: '2025-04-31' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      dob: ['Enter a valid date (YYYY-MM-DD).'],
      dateOfFirstVisit: ['Enter a valid date (YYYY-MM-DD).'],
    });
    const confirm = await register(patientBody({ confirm_save: 'yes' }));
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ confirm_save: ['Must be a valid boolean.'] });
    const notObject = await register([patientBody()]);
    expect(notObject.json()).toEqual({ non_field_errors: ['Invalid data. Expected a JSON object, but got a list.'] });
  });

  it('asks for confirm_save when another patient has the primary phone, then saves with it', async () => {
    const phone = uniquePhone();
    expect((await register(patientBody({ primary_phone: phone }))).statusCode).toBe(201);
    const before = await t.app.repos.patients.count();

    const refused = await register(patientBody({ primary_phone: phone, first_name: 'Kofi' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ primary_phone: [DUPLICATE], existing_patients: [expect.objectContaining({ first_name: 'Ama' })] });
    expect(refused.json().primary_phone[0]).toContain('confirm_save');
    const notConfirmed = await register(patientBody({ primary_phone: phone, confirm_save: false }));
    expect(notConfirmed.statusCode).toBe(400);
    expect(await t.app.repos.patients.count()).toBe(before);

    const saved = await register(patientBody({ primary_phone: phone, first_name: 'Kofi', confirm_save: true }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ first_name: 'Kofi', primary_phone: phone });
    expect(await t.app.repos.patients.count()).toBe(before + 1);
    // An alternate or emergency number shared with another patient is not a duplicate.
    const shared = await register(patientBody({ alternate_phone: phone, emergency_contact_number: phone }));
    expect(shared.statusCode).toBe(201);
  });

  it('assigns readable ids in order', async () => {
    const first = (await register(patientBody())).json();
    const second = (await register(patientBody())).json();
    expect(second.id).toBe(first.id + 1);
    expect(second.patient_id).toBe(`SL-${String(first.id + 1).padStart(6, '0')}`);
  });
});

describe('details and update', () => {
  it('answers 404 for an unknown patient and 400 for an id that is not a number', async () => {
    for (const url of ['/api/clients/api/patient-detail/999999/', '/api/clients/api/patient-detail/9999999999/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await get('/api/clients/api/patient-detail/abc/')).statusCode).toBe(400);
    expect((await update(999999, patientBody())).statusCode).toBe(404);
  });

  it("replaces the patient's fields, keeping id, readable id and registration date", async () => {
    const created = (await register(patientBody({ otherNames: 'Serwaa', alternate_phone: '0241111111' }))).json();
    const response = await update(created.id, patientBody({ first_name: 'Akosua', primary_phone: created.primary_phone }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      first_name: 'Akosua',
      otherNames: null,
      alternate_phone: null,
    });
    expect((await get(`/api/clients/api/patient-detail/${created.id}/`)).json().first_name).toBe('Akosua');
  });

  it("applies the form's rules and the duplicate rule to a changed phone, not to the patient's own", async () => {
    const a = (await register(patientBody())).json();
    const b = (await register(patientBody())).json();
    const invalid = await update(a.id, patientBody({ primary_phone: '123', first_name: 'Ama1' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ primary_phone: ['Enter a valid 10-digit number'], first_name: ['Only letters, max 20 chars'] });

    const taken = await update(a.id, patientBody({ primary_phone: b.primary_phone }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ primary_phone: [DUPLICATE], existing_patients: [{ id: b.id }] });
    const confirmed = await update(a.id, patientBody({ primary_phone: b.primary_phone, confirm_save: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Now both share the number: editing either keeps it without asking again.
    expect((await update(b.id, patientBody({ primary_phone: b.primary_phone, occupation: 'Nurse' }))).statusCode).toBe(200);
  });
});

describe('list', () => {
  let total = 0;
  beforeAll(async () => {
    for (let i = 0; i < 23; i++) await createPatient(t.app, { first_name: `Listed` });
    total = await t.app.repos.patients.count();
  });

  it('pages newest first with the count, 10 per page by default', async () => {
    const first = (await get(PATIENTS)).json();
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(10);
    const ids: number[] = first.results.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const newest = await createPatient(t.app);
    const again = (await get(PATIENTS)).json();
    expect(again.count).toBe(total + 1);
    expect(again.results[0].id).toBe(newest.id);
    total += 1;
  });

  it('walks every page without gaps or repeats, whatever the page size', async () => {
    for (const size of [1, 7, 10, 100]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / size); page++) {
        const body = (await get(`${PATIENTS}?page=${page}&page_size=${size}`)).json();
        expect(body.count).toBe(total);
        expect(body.results.length).toBe(Math.min(size, total - (page - 1) * size));
        seen.push(...body.results.map((p: { id: number }) => p.id));
      }
      expect(seen, `page_size ${size}`).toEqual([...new Set(seen)].sort((a, b) => b - a));
      expect(seen).toHaveLength(total);
    }
  });

  it('answers no results past the end', async () => {
    for (const query of [`?page=${total + 1}&page_size=1`, '?page=1000', '?page=2147483647&page_size=100']) {
      const response = await get(`${PATIENTS}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toEqual({ results: [], count: total });
    }
  });

  it('refuses bad page and page size values', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?page=0', { page: ['Ensure this value is greater than or equal to 1.'] }],
      ['?page=-2', { page: ['Ensure this value is greater than or equal to 1.'] }],
      ['?page=two', { page: ['A valid integer is required.'] }],
      ['?page=1.5', { page: ['A valid integer is required.'] }],
      ['?page=', { page: ['A valid integer is required.'] }],
      ['?page=99999999999', { page: ['Ensure this value is less than or equal to 2147483647.'] }],
      ['?page_size=0', { page_size: ['Ensure this value is greater than or equal to 1.'] }],
      ['?page_size=101', { page_size: ['Ensure this value is less than or equal to 100.'] }],
      ['?page_size=ten', { page_size: ['A valid integer is required.'] }],
      ['?page=0&page_size=x', { page: ['Ensure this value is greater than or equal to 1.'], page_size: ['A valid integer is required.'] }],
      ['?pages=2', { non_field_errors: ['Unknown field: pages.'] }],
    ];
    for (const [query, errors] of cases) {
      const response = await get(`${PATIENTS}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual(errors);
    }
  });
});

describe('who may do what', () => {
  it("lets every role read, and only the hospital administrator ('Add New Patient') register and update", async () => {
    const patient = await createPatient(t.app);
    for (const user of ['hadmin', 'student', 'coordinator', 'lecturer', 'sysadmin']) {
      for (const url of [PATIENTS, `/api/clients/api/patient-detail/${patient.id}/`, '/api/clients/api/search/?search=ama']) {
        expect((await get(url, user)).statusCode, `${user} ${url}`).toBe(200);
      }
    }
    expect((await register(patientBody(), 'hadmin')).statusCode).toBe(201);
    expect((await update(patient.id, patientBody({ primary_phone: patient.primary_phone }), 'hadmin')).statusCode).toBe(200);
  });

  it('refuses writes to every other role, and to everyone without a token', async () => {
    const patient = await createPatient(t.app);
    const before = await t.app.repos.patients.count();
    for (const user of ['coordinator', 'student', 'lecturer', 'sysadmin']) {
      expect((await register(patientBody(), user)).statusCode, user).toBe(403);
      expect((await update(patient.id, patientBody(), user)).statusCode, user).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: PATIENTS, payload: patientBody() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PATIENTS })).statusCode).toBe(401);
    expect(await t.app.repos.patients.count()).toBe(before);
  });
});
