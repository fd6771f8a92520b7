/**
 * Contract: ids sent as numeric strings are accepted wherever a body names a record by id (issue point 2). A
 * client that takes the appointment id from the URL (`/case-history/2`) sends `"2"`; the same goes for the patient,
 * condition, diagnosis code and medication ids it read from lists. Each save below is the body a spec-following
 * client sends (consultation §3, platform §3) with every id as text, and answers 201 with the ids stored as
 * numbers. Only ids are read from text: a measure sent as text is still refused, and id text that is not a plain
 * whole number (`"02"`, `"2.0"`) is refused as before. A schema property that refers to the shared `idRef`
 * definition is read this way with no code change (the last block: a route of its own).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../../../src/engine/core/ajv-options';
import { extendAjv } from '../../../src/engine/core/extend-ajv';
import idRefs from '../../../server/plugins/id-refs';
import { patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let student: string;
let hadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  student = (await tokensFor(t.app, 'student')).access;
  hadmin = (await tokensFor(t.app, 'hadmin')).access;
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string, token = student): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function post(url: string, payload: unknown, token = student) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
}

/** The id of the first condition of a catalogue answer, whatever its arrangement (flat, or groups of subgroups). */
function firstLeafId(answer: unknown): number {
  const visit = (node: unknown): number | null => {
    if (Array.isArray(node)) {
      for (const item of node) {
        const found = visit(item);
        if (found !== null) return found;
      }
      return null;
    }
    if (typeof node !== 'object' || node === null) return null;
    const record = node as Record<string, unknown>;
    for (const key of ['subgroups', 'conditions']) if (Array.isArray(record[key])) return visit(record[key]);
    return typeof record.id === 'number' ? record.id : null;
  };
  const id = visit(answer);
  if (id === null) throw new Error('no condition in the catalogue answer');
  return id;
}

/** Ids as a client holds them after reading them from a URL or a list: text. */
const text = (id: number): string => String(id);

let conditionIds: number[];
let externalConditionId: number;
let internalConditionId: number;
let diagnosisCodeIds: number[];
let medication: { id: number; name: string; dosage: string | null };

beforeAll(async () => {
  conditionIds = ((await get('/api/tests/conditions')) as { id: number }[]).map((c) => c.id);
  externalConditionId = firstLeafId(await get('/api/tests/api/examination-conditions/?type=external'));
  internalConditionId = firstLeafId(await get('/api/tests/api/examination-conditions/?type=internal'));
  diagnosisCodeIds = ((await get('/api/diagnosis/codes/')) as { id: number }[]).map((c) => c.id);
  [medication] = (await get('/api/pharmacy/medications/')) as { id: number; name: string; dosage: string | null }[] as [
    { id: number; name: string; dosage: string | null },
  ];
});

describe('section saves with ids as text (201, ids stored as numbers)', () => {
  it('case history: appointment and condition ids as text', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post('/api/tests/api/case-history/', {
      appointment: text(appointmentId),
      chief_complaint: 'Blurred vision at distance',
      condition_details: [
        { condition: text(conditionIds[0]!), affected_eye: 'OD', field_type: 'notes', value: 'Since last month' },
        { condition: text(conditionIds[1]!), affected_eye: null, field_type: 'checkbox', value: 'true' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved.appointment).toBe(appointmentId);
    expect(saved.condition_details.map((d: { condition: unknown }) => d.condition)).toEqual([conditionIds[0], conditionIds[1]]);
    expect(typeof saved.id).toBe('number');
  });

  it('Oculo-Medical History: patient, appointment and the four lists’ condition ids as text', async () => {
    const { appointmentId, patientId } = await patientWithAppointment(t.app);
    const detail = (id: number, value: string) => ({ condition: text(id), affected_eye: null, field_type: 'notes', value });
    const response = await post('/api/tests/api/patient-history/', {
      patient: text(patientId),
      appointment: text(appointmentId),
      last_eye_examination: '1 - 3 years',
      drug_entries: [{ name: 'Timolol 0.5%', notes: 'Twice daily' }],
      allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
      social_entries: [{ name: 'Alcohol', notes: 'Occasional' }],
      medical_history: [detail(conditionIds[0]!, 'Type 2')],
      ocular_history: [detail(conditionIds[1]!, 'Trauma 2019')],
      family_medical_history: [detail(conditionIds[2]!, 'Mother')],
      family_ocular_history: [detail(conditionIds[3]!, 'Father')],
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved.patient).toBe(patientId);
    expect(saved.appointment).toBe(appointmentId);
    expect(saved.medical_history[0].condition).toBe(conditionIds[0]);
    expect(saved.family_ocular_history[0].condition).toBe(conditionIds[3]);
  });

  it('visual acuity: appointment as text', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post('/api/tests/api/visual-acuity/', {
      appointment: text(appointmentId),
      va_chart_used: 'SNELLEN',
      distance_unaided_od: '6/9',
      distance_unaided_os: '6/12',
      distance_ph_od: null,
      distance_ph_os: null,
      distance_plus1_od: null,
      distance_plus1_os: null,
      near_va_od: 'N5',
      near_va_os: 'N6',
      came_with_prescription: false,
      prescription_type: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ appointment: appointmentId, va_chart_used: 'SNELLEN', distance_unaided_od: '6/9' });
  });

  it('refraction: a body that names its appointment as text (the path names it too)', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post(`/api/tests/api/refraction/${appointmentId}/`, {
      appointment: text(appointmentId),
      objective_method: 'Retinoscopy',
      objective: [
        { eye: 'OD', sph: '-1.25', cyl: '-0.50', axis: '90', va_6m: '6/6' },
        { eye: 'OS', sph: '-1.00', cyl: null, axis: null, va_6m: '6/6' },
      ],
      subjective: [
        { eye: 'OD', sph: '-1.25', cyl: null, axis: null, va_6m: '6/6', add: null, va_0_4m: null },
        { eye: 'OS', sph: '-1.00', cyl: null, axis: null, va_6m: '6/6', add: null, va_0_4m: null },
      ],
      cycloplegic: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ objective_method: 'Retinoscopy', cycloplegic: [] });
  });

  it('refraction: a body naming another appointment, as text, is still refused', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post(`/api/tests/api/refraction/${appointmentId}/`, { appointment: text(appointmentId + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().appointment).toEqual(['Does not match the appointment in the URL.']);
  });

  it('external and internal observations: appointment and condition ids as text', async () => {
    for (const [kind, conditionId] of [
      ['external', externalConditionId],
      ['internal', internalConditionId],
    ] as const) {
      const { appointmentId } = await patientWithAppointment(t.app);
      const response = await post(`/api/tests/api/${kind}-observations/${appointmentId}/`, {
        appointment: text(appointmentId),
        observations: [
          { condition: text(conditionId), affected_eye: 'OD', field_type: 'grading', value: '2' },
          { condition: text(conditionId), affected_eye: 'OS', field_type: 'notes', value: 'Mild' },
        ],
      });
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(201);
      const saved = response.json();
      expect(saved.appointment, kind).toBe(appointmentId);
      expect(saved.observations.map((o: { condition: unknown }) => o.condition), kind).toEqual([conditionId, conditionId]);
    }
  });

  it('extra test (JSON): appointment as text', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post(`/api/tests/extra-tests/${appointmentId}/`, {
      name: 'Tonometry',
      notes: 'After dilation',
      appointment: text(appointmentId),
      method: 'Tonopen',
      iop_od: 15,
      iop_os: 16.5,
      recorded_at: '10:30',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Tonometry', iop_od: 15, iop_os: 16.5 });
  });

  it('diagnosis: appointment and diagnosis codes as text', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const [first, second] = diagnosisCodeIds as [number, number];
    const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: text(appointmentId),
      differential_diagnosis: 'Myopia; rule out keratoconus',
      final_diagnoses: [
        { code: text(first), management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [{ query: 'Topography?' }] },
        { code: text(second), management_plan: 'Review in 6 months', affected_eye: 'OD', notes: 'Mild', queries: [] },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved.final_diagnoses.map((d: { code: unknown }) => d.code)).toEqual([first, second]);
  });

  it('diagnosis: the same code as a number and as text is one code chosen twice', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const code = diagnosisCodeIds[0]!;
    const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Myopia',
      final_diagnoses: [
        { code, management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [] },
        { code: text(code), management_plan: 'Spectacles', affected_eye: 'OD', notes: '', queries: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ final_diagnoses: ['Diagnosis already selected'] });
  });

  it('management plan: appointment and medication ids as text', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post(`/api/management/${appointmentId}/`, {
      appointment: text(appointmentId),
      refractive_correction: false,
      medications: true,
      counselling: true,
      low_vision_aid: false,
      therapy: false,
      surgery: false,
      referral: false,
      counselling_details: 'Use drops as shown',
      prescribed_medications: [{ id: text(medication.id), name: medication.name, dosage: medication.dosage ?? '', eye: 'OU' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().prescribed_medications).toEqual([
      { id: medication.id, name: medication.name, dosage: medication.dosage ?? '', eye: 'OU' },
    ]);
  });
});

describe('booking with the patient id as text', () => {
  it('answers 201 with the patient as a number', async () => {
    const { patientId } = await patientWithAppointment(t.app);
    const response = await post('/api/clients/api/appointments/', { patient: text(patientId), appointment_type: 'Review' }, hadmin);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ patient: patientId, appointment_type: 'Review', status: 'Scheduled' });
  });
});

describe('only ids are read from text', () => {
  it('refuses a measure sent as text (management PD, tonometry IOP)', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const plan = await post(`/api/management/${appointmentId}/`, {
      refractive_correction: true,
      medications: false,
      counselling: false,
      low_vision_aid: false,
      therapy: false,
      surgery: false,
      referral: false,
      type_of_refractive_correction: 'Spectacles',
      od_sph: -1.25,
      os_sph: -1,
      pd: '62',
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toEqual({ pd: ['A valid number is required.'] });

    const pressure = await post(`/api/tests/extra-tests/${appointmentId}/`, {
      name: 'Tonometry',
      notes: '',
      appointment: text(appointmentId),
      method: 'Tonopen',
      iop_od: '15',
      iop_os: 16,
      recorded_at: '10:30',
    });
    expect(pressure.statusCode).toBe(400);
    expect(pressure.json()).toEqual({ iop_od: ['Enter the pressure in mmHg (0-80).'] });
  });

  it('refuses id text that is not a plain whole number', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    for (const appointment of ['0', '02', '2.0', ' 2', '+2', '2e0', '']) {
      const response = await post('/api/tests/api/case-history/', {
        appointment,
        chief_complaint: 'Blurred vision',
        condition_details: [{ condition: conditionIds[0], affected_eye: null, field_type: 'notes', value: 'x' }],
      });
      expect(response.statusCode, JSON.stringify(appointment)).toBe(400);
      expect(response.json().appointment, JSON.stringify(appointment)).toEqual(['A valid integer is required.']);
    }
    const code = await post(`/api/diagnosis/${appointmentId}/create/`, {
      differential_diagnosis: 'Myopia',
      final_diagnoses: [{ code: 'H52.1', management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [] }],
    });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ 'final_diagnoses.0.code': ['A valid integer is required.'] });
    const condition = await post('/api/tests/api/case-history/', {
      appointment: text(appointmentId),
      chief_complaint: 'Blurred vision',
      condition_details: [{ condition: '07', affected_eye: null, field_type: 'notes', value: 'x' }],
    });
    expect(condition.statusCode).toBe(400);
    expect(condition.json()).toEqual({ 'condition_details.0.condition': ['A valid integer is required.'] });
    expect(await t.app.repos.sectionRecords.all(appointmentId, 'case-history')).toEqual([]);
  });
});

describe('a schema property that refers to IdRef is read with no code change', () => {
  it('reads the marked properties of a route body, nested or named, and nothing else', async () => {
    const app = Fastify({ ajv: { customOptions: AJV_OPTIONS, plugins: [extendAjv] } });
    app.addSchema({ $id: 'IdRef', type: 'integer', minimum: 1 });
    app.addSchema({
      $id: 'Visit',
      type: 'object',
      properties: { clinician: { $ref: 'IdRef#' }, room: { type: 'string', maxLength: 10 } },
      additionalProperties: false,
    });
    await app.register(idRefs);
    app.post(
      '/visits/',
      {
        schema: {
          body: {
            type: 'object',
            properties: {
              patient: { $ref: 'IdRef#' },
              score: { type: 'number' },
              visits: { type: 'array', maxItems: 5, items: { $ref: 'Visit#' } },
            },
            additionalProperties: false,
          },
        },
      },
      async (request) => request.body,
    );
    const send = (payload: object) => app.inject({ method: 'POST', url: '/visits/', payload });
    const read = await send({ patient: '5', visits: [{ clinician: '12', room: '7' }] });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ patient: 5, visits: [{ clinician: 12, room: '7' }] });
    const score = await send({ patient: 5, score: '7' });
    expect(score.statusCode).toBe(400);
    await app.close();
  });
});
