/**
 * Section marks (issue 12 point 1): lecturers give a section of a case submitted for review a mark 0–100 with
 * remarks; every section read answers the section's average; other roles are refused; a case not submitted takes
 * no marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithAppointment } from '../helpers/clinic';
import { setReviewStatus, submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['lecturer', 'student', 'coordinator', 'hadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});

afterAll(async () => {
  await t?.close();
});

const mark = (appointment: number | string, section: string, body: unknown, user = 'lecturer') =>
  t.app.inject({ method: 'POST', url: `/api/marks/${appointment}/${section}/`, headers: bearer(tokens[user]!), payload: body as object });

const get = (url: string, user = 'lecturer') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });

/** Every section read of an appointment (the Oculo-Medical History by its patient), and how it carries the average. */
function sectionReads(appointment: number, patient: number): { section: string; url: string; list?: boolean }[] {
  return [
    { section: 'case-history', url: `/api/tests/api/case-history/${appointment}/` },
    { section: 'oculo-medical-history', url: `/api/tests/api/patient-history/latest/?patient=${patient}` },
    { section: 'visual-acuity', url: `/api/tests/api/visual-acuity/${appointment}/` },
    { section: 'externals', url: `/api/tests/api/external-observations/${appointment}/`, list: true },
    { section: 'internals', url: `/api/tests/api/internal-observations/${appointment}/`, list: true },
    { section: 'refraction', url: `/api/tests/api/refraction/${appointment}/` },
    { section: 'extra-test', url: `/api/tests/extra-tests/${appointment}/`, list: true },
    { section: 'diagnosis', url: `/api/diagnosis/${appointment}/view/` },
    { section: 'management', url: `/api/management/${appointment}/` },
  ];
}

describe('section marks', () => {
  it('a lecturer marks a section (201, who and when kept); the section read answers the mean of its marks', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const first = await mark(appointment, 'management', { marks: 70.5, remarks: 'Good plan' });
    expect(first.statusCode, first.body).toBe(201);
    const lecturer = await t.app.repos.users.findByUsername('lecturer');
    expect(first.json()).toEqual({
      id: expect.any(Number),
      appointment,
      section: 'management',
      marks: 70.5,
      remarks: 'Good plan',
      marked_by: lecturer!.id,
      marked_by_name: 'Kwame Asante',
      marked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      average_marks: 70.5,
    });
    const second = await mark(String(appointment), 'management', { marks: 80 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ marks: 80, remarks: '', average_marks: 75.25 });

    const row = await t.app.db.selectFrom('section_marks').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ appointment_id: appointment, section: 'management', marks_centi: 7050, marked_by: lecturer!.id });
    expect(row.rubric_version_id).toEqual((await t.app.rubrics.current('section-marks')).id);

    const read = await get(`/api/management/${appointment}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().average_marks).toBe(75.25);
    const diagnosis = await get(`/api/diagnosis/${appointment}/view/`);
    expect(diagnosis.json().average_marks).toBeNull();

    const all = await get(`/api/marks/${appointment}/`, 'student');
    expect(all.statusCode, all.body).toBe(200);
    const sections = all.json().sections;
    expect(Object.keys(sections).sort()).toEqual(
      ['case-history', 'diagnosis', 'externals', 'extra-test', 'internals', 'management', 'oculo-medical-history', 'refraction', 'visual-acuity'],
    );
    expect(sections.management).toEqual({
      average_marks: 75.25,
      marks: [
        { id: first.json().id, marks: 70.5, remarks: 'Good plan', marked_by_name: 'Kwame Asante', marked_at: first.json().marked_at },
        { id: second.json().id, marks: 80, remarks: '', marked_by_name: 'Kwame Asante', marked_at: second.json().marked_at },
      ],
    });
    expect(sections.refraction).toEqual({ average_marks: null, marks: [] });
  });

  it('every section read answers its own average_marks (lists on each item and in X-Average-Marks)', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const patient = (await t.app.repos.appointments.stateOf(appointment))!.patient_id;
    // The reads that need a saved record to answer 200: save one of each directly.
    const student = await t.app.repos.users.findByUsername('student');
    const records: Record<string, unknown> = {
      'case-history': { appointment, chief_complaint: 'Blurred vision', condition_details: [] },
      'oculo-medical-history': { appointment, patient, last_eye_examination: 'Never' },
      'visual-acuity': { appointment, va_chart_used: 'SNELLEN' },
      externals: { appointment, observations: [{ condition: 1, affected_eye: 'OD', field_type: 'notes', value: 'Clear' }] },
      internals: { appointment, observations: [{ condition: 1, affected_eye: 'OD', field_type: 'notes', value: 'Clear' }] },
      refraction: { objective_method: 'Retinoscopy', objective: [], subjective: [], cycloplegic: [] },
      'extra-test': { appointment, name: 'OCT', notes: '' },
    };
    for (const [formId, data] of Object.entries(records)) {
      await t.app.repos.sectionRecords.insert({
        appointmentId: appointment,
        patientId: formId === 'oculo-medical-history' ? patient : null,
        formId,
        schemaVersion: '0',
        data,
        savedBy: student!.id,
        savedAt: new Date().toISOString(),
      });
    }
    const reads = sectionReads(appointment, patient);
    // A different pair of marks per section: section i gets i and i + 1.5, mean i + 0.75.
    for (const [index, read] of reads.entries()) {
      for (const marks of [index + 10, index + 11.5]) expect((await mark(appointment, read.section, { marks })).statusCode).toBe(201);
    }
    for (const [index, read] of reads.entries()) {
      const response = await get(read.url);
      expect(response.statusCode, `${read.section}: ${response.body}`).toBe(200);
      const expected = index + 10.75;
      if (read.list) {
        expect(response.json().length, read.section).toBeGreaterThan(0);
        for (const item of response.json()) expect(item.average_marks, read.section).toBe(expected);
        expect(response.headers['x-average-marks'], read.section).toBe(String(expected));
      } else {
        expect(response.json().average_marks, read.section).toBe(expected);
      }
    }
  });

  it('refuses a mark that is not a valid mark with "Please enter a valid mark." and stores nothing', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    for (const body of [{ marks: 'abc' }, { marks: 101 }, { marks: -1 }, { marks: 50.001 }, {}, { remarks: 'x' }]) {
      const response = await mark(appointment, 'refraction', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().marks, JSON.stringify(body)).toEqual(['Please enter a valid mark.']);
    }
    const unknown = await mark(appointment, 'refraction', { marks: 50, extra: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown)).toBeNull();
    const count = await t.app.db.selectFrom('section_marks').select('id').where('appointment_id', '=', appointment).execute();
    expect(count).toEqual([]);
  });

  it('refuses an unknown section (400) and an unknown appointment (404)', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    const section = await mark(appointment, 'grading', { marks: 50 });
    expect(section.statusCode).toBe(400);
    expect(section.json()).toEqual({ section: ['Not a section of the consultation.'] });
    const missing = await mark(999999, 'refraction', { marks: 50 });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/marks/999999/')).statusCode).toBe(404);
  });

  it('refuses marks (409) on a consultation not submitted for review, and on an approved case', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const open = await mark(appointmentId, 'refraction', { marks: 50 });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({ detail: 'This consultation has not been submitted for review.' });

    const returned = await submittedCase(t.app, tokens.student!);
    await setReviewStatus(t.app, returned, 'returned');
    expect((await mark(returned, 'refraction', { marks: 50 })).statusCode).toBe(201);
    await setReviewStatus(t.app, returned, 'approved');
    const approved = await mark(returned, 'refraction', { marks: 50 });
    expect(approved.statusCode).toBe(409);
    expect(expectErrorShape(approved)).toBeNull();
  });

  it('only lecturers mark: a student, a coordinator and an administrator are refused (403)', async () => {
    const appointment = await submittedCase(t.app, tokens.student!);
    for (const user of ['student', 'coordinator', 'hadmin']) {
      const response = await mark(appointment, 'refraction', { marks: 50 }, user);
      expect(response.statusCode, user).toBe(403);
    }
    expect((await get(`/api/marks/${appointment}/`, 'coordinator')).statusCode).toBe(403);
    const rows = await t.app.db.selectFrom('section_marks').select('id').where('appointment_id', '=', appointment).execute();
    expect(rows).toEqual([]);
  });
});
