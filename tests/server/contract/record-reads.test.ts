/**
 * Contract: the read shapes of consultation §3 for what a spec-following client saves and reads back.
 * - Oculo-Medical History (`POST tests/api/patient-history/`, `GET …/latest/?patient=`): read back as
 *   `last_eye_examination, drug_history, drug_notes, allergies, allergy_notes, social_history, social_notes` and the
 *   four condition lists, every item with `condition_name`; case history items carry `condition_name` too.
 * - Diagnosis view (`GET diagnosis/{id}/view/`): 200 before any save (empty differential, no final diagnoses, the
 *   whole code list); queries sent as text or as `{query}` read back as `[{query}]`.
 * - Observations (`GET tests/api/external-observations/{id}/`, `internal-observations/{id}/`): a list of items
 *   `{condition, condition_name, affected_eye, field_type, value, grading, notes, average_marks}`, the marks also in
 *   the `X-Average-Marks` header; a general note is saved and read back with `affected_eye: null`.
 * - Every read answer names who saved the record and when: `saved_by_name` ("First Last") and `saved_at` (on each
 *   observation item).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../server/db/seed/demo-users';
import { createAppointment, patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

/** A frontend on another origin, allowed by CORS_ORIGINS. */
const FRONTEND = 'https://front.example.org';

/** Who the student of the demo users is, as a read answer names the one who saved. */
const STUDENT = DEMO_USERS.find((user) => user.username === 'student')!;
const STUDENT_NAME = `${STUDENT.first_name} ${STUDENT.last_name}`;

let t: TestApp;
let student: string;
let lecturer: string;

beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [FRONTEND] } });
  student = (await tokensFor(t.app, 'student')).access;
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
});
afterAll(async () => {
  await t?.close();
});

function post(url: string, payload: object, token = student) {
  return t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
}

function get(url: string, token = lecturer) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

interface Named {
  id: number;
  name: string;
}

/** Case-history conditions of a category, as the reference route answers them (id and name). */
async function conditions(category: string): Promise<Named[]> {
  const response = await get(`/api/tests/conditions?category=${category}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Named[]).map(({ id, name }) => ({ id, name }));
}

/** Examination conditions of a type, with their names (read from the database: the catalogue route nests them). */
async function examinationConditions(type: 'external' | 'internal'): Promise<Named[]> {
  return (await t.app.repos.referenceData.listExaminationConditions(type)).map(({ id, name }) => ({ id, name }));
}

describe('Oculo-Medical History and case history read back with condition names', () => {
  it('answers the spec read shape for the spec body, with condition_name on every item', async () => {
    const { appointmentId, patientId } = await patientWithAppointment(t.app);
    const [medical, ocular, familyMedical, familyOcular] = await Promise.all(
      ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history'].map(conditions),
    );
    const body = {
      patient: patientId,
      appointment: appointmentId,
      last_eye_examination: '1 - 3 years',
      drug_entries: [
        { name: 'Timolol 0.5%', notes: 'One drop twice daily' },
        { name: 'Aspirin', notes: '' },
      ],
      allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
      social_entries: [{ name: 'Alcohol', notes: 'Weekends' }],
      medical_history: [{ condition: medical![0]!.id, affected_eye: null, field_type: 'text', value: '10 years' }],
      ocular_history: [{ condition: ocular![0]!.id, affected_eye: 'OD', field_type: 'notes', value: 'Trauma 2019' }],
      family_medical_history: [{ condition: familyMedical![0]!.id, affected_eye: null, field_type: 'dropdown', value: 'Mother' }],
      family_ocular_history: [{ condition: familyOcular![0]!.id, affected_eye: null, field_type: 'checkbox', value: 'true' }],
    };
    const saved = await post('/api/tests/api/patient-history/', body);
    expect(saved.statusCode, saved.body).toBe(201);

    const read = await get(`/api/tests/api/patient-history/latest/?patient=${patientId}`);
    expect(read.statusCode, read.body).toBe(200);
    const history = read.json();
    const named = (detail: { condition: number; affected_eye: string | null; field_type: string; value: string }, list: Named[]) => ({
      ...detail,
      condition_name: list.find((condition) => condition.id === detail.condition)!.name,
    });
    expect(history).toEqual({
      id: saved.json().id,
      saved_at: saved.json().saved_at,
      saved_by_name: STUDENT_NAME,
      patient: patientId,
      appointment: appointmentId,
      last_eye_examination: '1 - 3 years',
      drug_history: ['Timolol 0.5%', 'Aspirin'],
      drug_notes: ['One drop twice daily', ''],
      allergies: ['Penicillin'],
      allergy_notes: ['Rash'],
      social_history: ['Alcohol'],
      social_notes: ['Weekends'],
      medical_history: [named(body.medical_history[0]!, medical!)],
      ocular_history: [named(body.ocular_history[0]!, ocular!)],
      family_medical_history: [named(body.family_medical_history[0]!, familyMedical!)],
      family_ocular_history: [named(body.family_ocular_history[0]!, familyOcular!)],
      average_marks: null,
    });
    for (const key of ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history']) {
      for (const item of history[key]) expect(item.condition_name, key).toEqual(expect.any(String));
    }
    expect(history).not.toHaveProperty('drug_entries');
  });

  it('answers empty lists for the parts a later history leaves out', async () => {
    const { appointmentId, patientId } = await patientWithAppointment(t.app);
    const [medical] = await conditions('medical_history');
    const full = {
      patient: patientId,
      appointment: appointmentId,
      last_eye_examination: 'Never',
      drug_entries: [{ name: 'None', notes: '' }],
      allergy_entries: [{ name: 'None', notes: '' }],
      social_entries: [{ name: 'None', notes: '' }],
      medical_history: [{ condition: medical!.id, affected_eye: null, field_type: 'checkbox', value: 'true' }],
      ocular_history: [{ condition: medical!.id, affected_eye: null, field_type: 'checkbox', value: 'false' }],
      family_medical_history: [{ condition: medical!.id, affected_eye: null, field_type: 'checkbox', value: 'false' }],
      family_ocular_history: [{ condition: medical!.id, affected_eye: null, field_type: 'checkbox', value: 'false' }],
    };
    expect((await post('/api/tests/api/patient-history/', full)).statusCode).toBe(201);
    // A later appointment of the same patient: only the last eye examination is required.
    const later = await createAppointment(t.app, patientId);
    const saved = await post('/api/tests/api/patient-history/', { patient: patientId, appointment: later, last_eye_examination: '<1 week' });
    expect(saved.statusCode, saved.body).toBe(201);
    const history = (await get(`/api/tests/api/patient-history/latest/?patient=${patientId}`)).json();
    expect(history).toMatchObject({
      appointment: later,
      last_eye_examination: '<1 week',
      drug_history: [],
      drug_notes: [],
      allergies: [],
      allergy_notes: [],
      social_history: [],
      social_notes: [],
      medical_history: [],
      ocular_history: [],
      family_medical_history: [],
      family_ocular_history: [],
    });
  });

  it('answers case history items with condition_name', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const [ocular, questioning] = await Promise.all([conditions('ocular_history'), conditions('on_direct_questioning')]);
    const details = [
      { condition: ocular[0]!.id, affected_eye: 'OS', field_type: 'grading', value: '3' },
      { condition: questioning[0]!.id, affected_eye: null, field_type: 'checkbox', value: 'true' },
    ];
    const saved = await post('/api/tests/api/case-history/', {
      appointment: appointmentId,
      chief_complaint: 'Blurred vision',
      condition_details: details,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await get(`/api/tests/api/case-history/${appointmentId}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      id: saved.json().id,
      saved_at: saved.json().saved_at,
      saved_by_name: STUDENT_NAME,
      appointment: appointmentId,
      chief_complaint: 'Blurred vision',
      condition_details: [
        { ...details[0], condition_name: ocular[0]!.name },
        { ...details[1], condition_name: questioning[0]!.name },
      ],
      average_marks: null,
    });
  });
});

describe('diagnosis view', () => {
  it('answers 200 before any diagnosis: empty differential, no final diagnoses, the whole code list', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const codes = await get('/api/diagnosis/codes/');
    expect(codes.statusCode).toBe(200);
    expect(codes.json().length).toBeGreaterThan(0);

    const view = await get(`/api/diagnosis/${appointmentId}/view/`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      id: null,
      saved_at: null,
      appointment: appointmentId,
      differential_diagnosis: '',
      final_diagnoses_info: [],
      all_diagnosis_codes: codes.json(),
      average_marks: null,
    });
    for (const code of view.json().all_diagnosis_codes) expect(Object.keys(code).sort()).toEqual(['diagnosis', 'icd_code', 'id']);
  });

  it('answers 404 for an appointment that does not exist', async () => {
    const response = await get('/api/diagnosis/999999/view/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it.each([
    ['plain strings', ['Visual field?', 'IOP trend?']],
    ['objects', [{ query: 'Visual field?' }, { query: 'IOP trend?' }]],
  ])('reads queries sent as %s back as [{query}]', async (_shape, queries) => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const codes = (await get('/api/diagnosis/codes/')).json() as { id: number; diagnosis: string }[];
    const saved = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Glaucoma suspect',
      final_diagnoses: [{ code: codes[0]!.id, management_plan: 'Review in 3 months', affected_eye: 'OU', notes: 'Thin rims', queries }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const view = await get(`/api/diagnosis/${appointmentId}/view/`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: saved.json().id,
      saved_at: saved.json().saved_at,
      saved_by_name: STUDENT_NAME,
      appointment: appointmentId,
      differential_diagnosis: 'Glaucoma suspect',
      final_diagnoses_info: [
        {
          code: { id: codes[0]!.id, diagnosis: codes[0]!.diagnosis },
          management_plan: 'Review in 3 months',
          affected_eye: 'OU',
          notes: 'Thin rims',
          queries: [{ query: 'Visual field?' }, { query: 'IOP trend?' }],
        },
      ],
    });
    expect(view.json().all_diagnosis_codes).toHaveLength(codes.length);
  });

  it('refuses a blank query in either shape, with the schema message', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const codes = (await get('/api/diagnosis/codes/')).json() as { id: number }[];
    for (const queries of [['  '], [{ query: '' }]]) {
      const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
        appointment: appointmentId,
        differential_diagnosis: 'x',
        final_diagnoses: [{ code: codes[0]!.id, management_plan: 'y', affected_eye: 'OD', notes: '', queries }],
      });
      expect(response.statusCode, JSON.stringify(queries)).toBe(400);
      expect(response.json()).toEqual({ 'final_diagnoses.0.queries.0.query': ['This field is required.'] });
    }
  });
});

describe.each(['external', 'internal'] as const)('%s observations read', (kind) => {
  const url = (appointmentId: number | string) => `/api/tests/api/${kind}-observations/${appointmentId}/`;

  it('answers an empty list before any save, and 404 for an unknown appointment', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const empty = await get(url(appointmentId));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-average-marks']).toBe('null');
    const unknown = await get(url(999999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers the list of items with condition_name, grading/notes and average_marks; a general note keeps a null eye', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const [first, second] = await examinationConditions(kind);
    const observations = [
      { condition: first!.id, affected_eye: 'OD', field_type: 'grading', value: '2' },
      { condition: first!.id, affected_eye: 'OD', field_type: 'notes', value: 'Mild, upper lid' },
      { condition: first!.id, affected_eye: 'OS', field_type: 'dropdown', value: 'Mild' },
      { condition: second!.id, affected_eye: null, field_type: 'notes', value: 'General: otherwise unremarkable' },
    ];
    const saved = await post(url(appointmentId), { appointment: appointmentId, observations });
    expect(saved.statusCode, saved.body).toBe(201);

    const read = await t.app.inject({ method: 'GET', url: url(appointmentId), headers: { origin: FRONTEND, ...bearer(lecturer) } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['x-average-marks']).toBe('null');
    // Readable by a frontend on another origin.
    expect(String(read.headers['access-control-expose-headers']).toLowerCase()).toContain('x-average-marks');
    const name = (condition: number) => [first, second].find((c) => c!.id === condition)!.name;
    // The internals' form-level cup-to-disc ratio (issue 22) is on every item: null when not recorded.
    const formLevel = kind === 'internal' ? { cup_disc_ratio_od: null, cup_disc_ratio_os: null } : {};
    expect(read.json()).toEqual(
      observations.map((item) => ({
        ...formLevel,
        ...item,
        condition_name: name(item.condition),
        grading: item.field_type === 'grading' ? item.value : null,
        notes: item.field_type === 'notes' ? item.value : null,
        average_marks: null,
        saved_at: saved.json().saved_at,
        saved_by_name: STUDENT_NAME,
      })),
    );
  });

  it('refuses a grading or an option without an eye on a condition recorded per eye (only a note may be general)', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    // Conditions not recorded per eye (PERRLA) take no eye: tests/server/sections/not-per-eye.test.ts.
    const perEye = new Set((await t.app.repos.referenceData.listExaminationConditions(kind)).filter((row) => row.per_eye === 1).map((row) => row.id));
    const first = (await examinationConditions(kind)).find((condition) => perEye.has(condition.id));
    const response = await post(url(appointmentId), {
      appointment: appointmentId,
      observations: [
        { condition: first!.id, affected_eye: null, field_type: 'grading', value: '2' },
        { condition: first!.id, affected_eye: null, field_type: 'dropdown', value: 'Mild' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'observations.0.affected_eye': ['Choose OD (right eye) or OS (left eye).'],
      'observations.1.affected_eye': ['Choose OD (right eye) or OS (left eye).'],
    });
  });
});
