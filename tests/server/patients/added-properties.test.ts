/**
 * A property added to the registration schema, of any kind, needs no code: registering and updating a patient
 * validate it (with the message the browser's validator gives), store it in the patient's document, and the
 * patient's answers give it back with its type.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { toFieldErrors } from '../../../src/engine/core/field-errors';
import { patientBody } from '../helpers/clinic';
import { ADDED_VALUES, registrationSchemasCopy } from '../helpers/registration-copy';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let dir: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  dir = registrationSchemasCopy();
  t = await createTestApp({ config: { schemasDir: dir } });
  token = (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/clients/api/patients/', payload, headers: bearer(token) });
const update = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/clients/api/update-patient/${id}/`, payload, headers: bearer(token) });
const detail = (id: number) => t.app.inject({ method: 'GET', url: `/api/clients/api/patient-detail/${id}/`, headers: bearer(token) });

describe('a registration schema with added properties', () => {
  it('stores them on registration and answers them with their types', async () => {
    const saved = await register(patientBody(ADDED_VALUES));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject(ADDED_VALUES);

    const stored = await t.app.repos.patients.findWithDocument(saved.json().id);
    expect(stored!.document).toMatchObject(ADDED_VALUES);

    const read = await detail(saved.json().id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(saved.json());
    const answer = read.json();
    expect(typeof answer.spectacles_owned).toBe('number');
    expect(answer.sms_consent).toBe(true);
    expect(answer.guardians[0]).toEqual({ name: 'Esi Mensah', age: 61, lives_with: false });
  });

  it('replaces them on update, removes one left out, and keeps what the change replaced', async () => {
    const { id, primary_phone } = (await register(patientBody(ADDED_VALUES))).json();
    const { sms_consent: _left, ...rest } = ADDED_VALUES;
    const changed = { ...rest, spectacles_owned: 0, guardians: [...ADDED_VALUES.guardians, { name: 'Kofi', age: 12, lives_with: true }] };
    const response = await update(id, patientBody({ ...changed, primary_phone }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = (await detail(id)).json();
    expect(answer).toMatchObject(changed);
    expect(answer).not.toHaveProperty('sms_consent');

    const history = await t.app.inject({ method: 'GET', url: `/api/clients/api/patient-detail/${id}/history/`, headers: bearer(token) });
    expect(history.statusCode, history.body).toBe(200);
    const [revision] = history.json().results;
    expect(revision.changed_fields.sort()).toEqual(['guardians', 'sms_consent', 'spectacles_owned']);
    expect(revision.previous).toMatchObject({ spectacles_owned: 2.5, sms_consent: true, guardians: ADDED_VALUES.guardians });
  });

  it('can be sent back as answered', async () => {
    const answer = (await register(patientBody(ADDED_VALUES))).json();
    const again = await update(answer.id, answer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(answer);
  });

  it("refuses an invalid value with the message the browser's validator gives", async () => {
    const validate = createAjv().compile(loadFormFiles('patient-registration', dir).schema);
    const invalid = [
      { referral_note: 'Far too long for the note' },
      { spectacles_owned: -1 },
      { spectacles_owned: '2' },
      { sms_consent: 'yes' },
      { preferred_language: 'fr' },
      { guardians: [{ name: 'Esi', age: -3 }] },
      { guardians: [{ name: 'Esi', nickname: 'E' }] },
    ];
    for (const values of invalid) {
      const body = patientBody(values);
      expect(validate(body), JSON.stringify(values)).toBe(false);
      const browser = toFieldErrors(validate.errors ?? [], body);
      const response = await register(body);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json(), JSON.stringify(values)).toEqual(browser);
    }
  });
});
