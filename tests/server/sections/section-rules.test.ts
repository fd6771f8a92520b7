/**
 * Rules the server adds to the form schemas because only it knows the stored data: a diagnosis code once and only
 * known codes, an extra test's file must have been uploaded for its appointment, and whether an Oculo-Medical
 * History is the patient's first (then every part is required).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';
import { createAppointment } from '../helpers/clinic';
import { freshContext, upload } from '../helpers/sections';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('diagnosis', () => {
  const entry = (code: number, plan = 'Spectacles') => ({ code, management_plan: plan, affected_eye: 'OU', notes: '', queries: [] });

  it('refuses the same code twice, even with different details', async () => {
    const { appointmentId } = await freshContext(t.app);
    const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Myopia',
      final_diagnoses: [entry(301, 'Spectacles'), entry(301, 'Contact lenses')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ final_diagnoses: ['Diagnosis already selected'] });
    expect(await t.app.repos.sectionRecords.all(appointmentId, 'diagnosis')).toEqual([]);
  });

  it('refuses a diagnosis without its affected eye (null, as a client sends none, or left out), under the eye', async () => {
    const { appointmentId } = await freshContext(t.app);
    const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Myopia',
      final_diagnoses: [entry(7), { ...entry(118), affected_eye: null }, { ...entry(301), affected_eye: undefined }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'final_diagnoses.1.affected_eye': ['This field is required.'],
      'final_diagnoses.2.affected_eye': ['This field is required.'],
    });
    expect(await t.app.repos.sectionRecords.all(appointmentId, 'diagnosis')).toEqual([]);
  });

  it('refuses a code that is not in the catalogue', async () => {
    const { appointmentId } = await freshContext(t.app);
    const response = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Myopia',
      final_diagnoses: [entry(7), entry(99999)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'final_diagnoses.1.code': ['Not a valid choice.'] });
  });

  it('reads back with codes expanded and the whole catalogue', async () => {
    const { appointmentId } = await freshContext(t.app);
    const saved = await post(`/api/diagnosis/${appointmentId}/create/`, {
      appointment: appointmentId,
      differential_diagnosis: 'Allergic or bacterial conjunctivitis',
      final_diagnoses: [{ ...entry(118), queries: [{ query: 'Pet exposure?' }] }, entry(7)],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const view = await get(`/api/diagnosis/${appointmentId}/view/`);
    expect(view.statusCode).toBe(200);
    const body = view.json();
    const catalogue = await t.app.repos.referenceData.listDiagnosisCodes();
    const name = (id: number) => catalogue.find((row) => row.id === id)!.diagnosis;
    expect(body).toEqual({
      id: saved.json().id,
      saved_at: saved.json().saved_at,
      saved_by_name: expect.any(String),
      appointment: appointmentId,
      differential_diagnosis: 'Allergic or bacterial conjunctivitis',
      final_diagnoses_info: [
        { ...entry(118), queries: [{ query: 'Pet exposure?' }], code: { id: 118, diagnosis: name(118) } },
        { ...entry(7), code: { id: 7, diagnosis: name(7) } },
      ],
      all_diagnosis_codes: catalogue.map(({ id, diagnosis, icd_code }) => ({ id, diagnosis, icd_code })),
      average_marks: null,
    });
    expect(body.all_diagnosis_codes).toHaveLength(catalogue.length);
  });
});

describe('extra tests', () => {
  it('accepts a file uploaded for the appointment, and refuses an id that names none', async () => {
    const { appointmentId } = await freshContext(t.app);
    const file = await upload(t.app, token, appointmentId);
    const ok = await post(`/api/tests/extra-tests/${appointmentId}/`, { appointment: appointmentId, name: 'OCT', notes: '', file });
    expect(ok.statusCode, ok.body).toBe(201);
    // Answered as listed: the file named by the URL to read it at.
    expect(ok.json()).toMatchObject({ name: 'OCT', file: expect.stringMatching(new RegExp(`/api/files/${file}/$`)) });
    // A row id (what files were once called by) names nothing either.
    const row = await t.app.repos.uploadedFiles.findByPublicId(file);
    for (const missing of [`${file.slice(0, -1)}${file.endsWith('A') ? 'B' : 'A'}`, 'not-an-upload', row!.id, String(row!.id)]) {
      const refused = await post(`/api/tests/extra-tests/${appointmentId}/`, { appointment: appointmentId, name: 'OCT', notes: '', file: missing });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ file: ['Uploaded file not found.'] });
    }
    const list = await get(`/api/tests/extra-tests/${appointmentId}/`);
    expect(list.json()).toEqual([expect.objectContaining({ id: ok.json().id, file: ok.json().file })]);
  });

  it('needs no file for tonometry', async () => {
    const { appointmentId } = await freshContext(t.app);
    const response = await post(`/api/tests/extra-tests/${appointmentId}/`, {
      appointment: appointmentId,
      name: 'Tonometry',
      notes: '',
      file: null,
      method: 'Applanation',
      iop_od: 14,
      iop_os: 15,
      recorded_at: '09:30',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('Oculo-Medical History', () => {
  const minimal = (appointment: number, patient: number) => ({ patient, appointment, last_eye_examination: '<3 months' });

  it("requires every part for the patient's first history, and only the last examination afterwards", async () => {
    const { appointmentId, patientId } = await freshContext(t.app);
    const first = await post('/api/tests/api/patient-history/', minimal(appointmentId, patientId));
    expect(first.statusCode).toBe(400);
    expect(Object.keys(first.json()).sort()).toEqual(
      ['allergy_entries', 'drug_entries', 'family_medical_history', 'family_ocular_history', 'medical_history', 'ocular_history', 'social_entries'],
    );
    expect(Object.values(first.json()).flat()).toEqual(Array(7).fill('This field is required.'));

    const detail = { condition: 1, affected_eye: null, field_type: 'checkbox', value: 'true' };
    const complete = {
      ...minimal(appointmentId, patientId),
      drug_entries: [{ name: 'Timolol', notes: '' }],
      allergy_entries: [{ name: 'None known', notes: '' }],
      social_entries: [{ name: 'Non-smoker', notes: '' }],
      medical_history: [detail],
      ocular_history: [{ ...detail, condition: 31 }],
      family_medical_history: [{ ...detail, condition: 93 }],
      family_ocular_history: [{ ...detail, condition: 106 }],
    };
    const saved = await post('/api/tests/api/patient-history/', complete);
    expect(saved.statusCode, saved.body).toBe(201);

    // Re-saving at the same appointment is still the first history.
    expect((await post('/api/tests/api/patient-history/', minimal(appointmentId, patientId))).statusCode).toBe(400);
    // At a later appointment, the last examination is enough.
    const followUp = await post('/api/tests/api/patient-history/', minimal(await createAppointment(t.app, patientId), patientId));
    expect(followUp.statusCode, followUp.body).toBe(201);
  });

  it('decides a first history itself, whatever the body says', async () => {
    const { appointmentId, patientId } = await freshContext(t.app);
    const response = await post('/api/tests/api/patient-history/', { ...minimal(appointmentId, patientId), first_history: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().drug_entries).toEqual(['This field is required.']);
  });

  it('requires the patient and the appointment', async () => {
    const response = await post('/api/tests/api/patient-history/', { last_eye_examination: 'Never' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ patient: ['This field is required.'], appointment: ['This field is required.'] });
  });
});
