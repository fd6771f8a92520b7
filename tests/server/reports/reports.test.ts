/**
 * GET /api/reports/portal/ and GET /api/reports/summary/ (issue 12, design "Reports"): figures aggregated from
 * seeded cases; a student sees only their own, a lecturer the cohort or one student; empty data answers zeros.
 */
import { describe, expect, it } from 'vitest';
import { parseCaseTargets } from '../../../server/features/reports/service';
import { createPatient } from '../helpers/clinic';
import { gradingRubricId, seedCase, seedUser } from '../../support/teaching-seed';
import { bearer, tokensFor } from '../helpers/test-app';
import { reportsTestApp } from '../helpers/reports-app';

const reports = reportsTestApp();
const get = (url: string, token: string) => reports.get(url, token);

const SECTIONS = ['case-history', 'oculo-medical-history', 'visual-acuity', 'externals', 'internals', 'refraction', 'extra-test', 'diagnosis', 'management'];
const nullSections = Object.fromEntries(SECTIONS.map((s) => [s, null]));

describe('reports', () => {
  it('answers zeros and empty lists with no cases', async () => {
    const portal = await get('/api/reports/portal/', reports.studentToken);
    expect(portal).toEqual({
      cases: { total: 0, by_type: [], by_diagnosis: [] },
      marks_over_time: [],
      section_averages: SECTIONS.map((section) => ({ section, mine: null, cohort: null })),
      pending: 0,
      returned: 0,
      targets: [
        { key: 'refraction', label: 'Refractions this semester', target: 20, done: 0 },
        { key: 'case-history', label: 'Case histories this semester', target: 30, done: 0 },
        { key: 'diagnosis', label: 'Diagnoses this semester', target: 25, done: 0 },
      ],
    });
    const summary = await get('/api/reports/summary/', reports.lecturerToken);
    expect(summary.students).toEqual([
      expect.objectContaining({ name: 'Efua Boateng', cases: 0, graded: 0, average_total: null, section_averages: nullSections }),
    ]);
    expect(summary.distribution).toHaveLength(10);
    expect(summary.distribution.every((band: { count: number }) => band.count === 0)).toBe(true);
    expect(summary).toMatchObject({ cases_per_day: [], top_diagnoses: [] });
  });

  it('aggregates the seeded cases for the student, the cohort and one student', async () => {
    const db = reports.app.db;
    const rubric = await gradingRubricId(db);
    const user = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const me = await user('student');
    const lecturer = await user('lecturer');
    const other = await seedUser(db, 'yaw', 'student', 'Yaw', 'Adjei');
    const patient = (await createPatient(reports.app)).id;
    let code = (await db.selectFrom('diagnosis_codes').select(['id', 'diagnosis']).orderBy('id').executeTakeFirst()) ?? null;
    if (!code) code = await db.insertInto('diagnosis_codes').values({ icd_code: 'H52.1', diagnosis: 'Myopia' }).returning(['id', 'diagnosis']).executeTakeFirstOrThrow();
    const base = { patient, lecturer, student: me };

    const a1 = await seedCase(db, rubric, {
      ...base, date: '2026-10-01', sections: ['refraction', 'case-history'], diagnosis: { code: code.id, differential: 'x' },
      marks: { refraction: [80, 90] }, totals: [50, 72.5], review: 'approved',
    });
    const a2 = await seedCase(db, rubric, {
      ...base, date: '2026-10-02', type: 'Review', sections: ['refraction'], diagnosis: { differential: 'Dry eye' },
      marks: { refraction: [70] }, totals: [91], review: 'returned',
    });
    // Before the targets' date; completed before reviews existed: the student comes from the records.
    await seedCase(db, rubric, { ...base, date: '2026-08-01', sections: ['refraction'], diagnosis: { differential: 'Dry eye' } });
    await seedCase(db, rubric, { ...base, date: '2026-10-02', sections: ['case-history'], review: 'submitted' });
    // Another student's case.
    await seedCase(db, rubric, {
      ...base, student: other, date: '2026-10-02', sections: ['refraction'], diagnosis: { code: code.id, differential: 'y' },
      marks: { refraction: [40], externals: [60] }, totals: [30], review: 'approved',
    });

    const portal = await get('/api/reports/portal/', reports.studentToken);
    expect(portal.cases).toEqual({
      total: 4,
      by_type: [{ type: 'New', count: 3 }, { type: 'Review', count: 1 }],
      by_diagnosis: [{ diagnosis: 'Dry eye', count: 2 }, { diagnosis: code.diagnosis, count: 1 }],
    });
    expect(portal.marks_over_time).toEqual([
      { date: '2026-10-01', appointment: a1, total: 72.5 },
      { date: '2026-10-02', appointment: a2, total: 91 },
    ]);
    expect(portal.section_averages.find((s: { section: string }) => s.section === 'refraction')).toEqual({ section: 'refraction', mine: 80, cohort: 70 });
    expect(portal.section_averages.find((s: { section: string }) => s.section === 'externals')).toEqual({ section: 'externals', mine: null, cohort: 60 });
    expect(portal).toMatchObject({ pending: 1, returned: 1 });
    expect(portal.targets.map((x: { done: number }) => x.done)).toEqual([2, 2, 2]);

    const cohort = await get('/api/reports/summary/', reports.lecturerToken);
    expect(cohort.students.map((s: { name: string }) => s.name)).toEqual(['Yaw Adjei', 'Efua Boateng']);
    expect(cohort.students[1]).toEqual({
      id: me, name: 'Efua Boateng', cases: 4, graded: 2, average_total: 81.75, section_averages: { ...nullSections, refraction: 80 },
    });
    expect(cohort.students[0]).toMatchObject({ id: other, cases: 1, graded: 1, average_total: 30 });
    expect(cohort.distribution.filter((b: { count: number }) => b.count > 0)).toEqual([
      { from: 30, to: 40, count: 1 }, { from: 70, to: 80, count: 1 }, { from: 90, to: 100, count: 1 },
    ]);
    expect(cohort.cases_per_day).toEqual([
      { date: '2026-08-01', count: 1 }, { date: '2026-10-01', count: 1 }, { date: '2026-10-02', count: 3 },
    ]);
    expect(cohort.top_diagnoses).toEqual([{ diagnosis: 'Dry eye', count: 2 }, { diagnosis: code.diagnosis, count: 2 }].sort((x, y) => (x.diagnosis < y.diagnosis ? -1 : 1)));

    const one = await get(`/api/reports/summary/?student=${other}`, reports.lecturerToken);
    expect(one.students).toHaveLength(1);
    expect(one.students[0].id).toBe(other);
    expect(one.cases_per_day).toEqual([{ date: '2026-10-02', count: 1 }]);

    // A student sees only their own figures, whatever they ask for.
    const mine = await get(`/api/reports/summary/?student=${other}`, reports.studentToken);
    expect(mine.students.map((s: { id: number }) => s.id)).toEqual([me]);
    expect(mine.distribution.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(2);
    expect(mine.top_diagnoses).toEqual([{ diagnosis: 'Dry eye', count: 2 }, { diagnosis: code.diagnosis, count: 1 }]);
  });

  it('answers again from the data after a new mark, grading or review change', async () => {
    const db = reports.app.db;
    const before = await get('/api/reports/portal/', reports.studentToken);
    const again = await get('/api/reports/portal/', reports.studentToken);
    expect(again).toEqual(before);
    const lecturer = (await db.selectFrom('users').select('id').where('username', '=', 'lecturer').executeTakeFirstOrThrow()).id;
    const [first] = before.marks_over_time;
    await db.insertInto('section_marks').values({
      appointment_id: first.appointment, section: 'externals', marks_centi: 5000, remarks: '', rubric_version_id: null, marked_by: lecturer, marked_at: new Date().toISOString(),
    }).execute();
    const marked = await get('/api/reports/portal/', reports.studentToken);
    expect(marked.section_averages.find((s: { section: string }) => s.section === 'externals').mine).toBe(50);
    // A transition changes the review and records its event (as the review routes do).
    const returned = await db.selectFrom('case_reviews').select('appointment_id').where('status', '=', 'returned').executeTakeFirstOrThrow();
    await db.updateTable('case_reviews').set({ status: 'approved', updated_at: new Date().toISOString() }).where('appointment_id', '=', returned.appointment_id).execute();
    await db.insertInto('case_review_events').values({
      appointment_id: returned.appointment_id, action: 'approved', actor_id: lecturer, remarks: null, detail: null, at: new Date().toISOString(),
    }).execute();
    expect((await get('/api/reports/portal/', reports.studentToken)).returned).toBe(0);
  });

  it('moves the figures after a regrade, a later diagnosis save, a new mark, a change of student and a completion', async () => {
    const db = reports.app.db;
    const rubric = await gradingRubricId(db);
    const user = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const me = await user('student');
    const lecturer = await user('lecturer');
    const before = await get('/api/reports/portal/', reports.studentToken);
    const [first] = before.marks_over_time;
    const at = new Date().toISOString();

    // A regrade: the latest grading is the case's total.
    await db.insertInto('final_gradings').values({
      appointment_id: first.appointment, rubric_version_id: rubric, scores: '{}', totals: '{"totalA":12.5,"totalB":0}', total_centi: 1250,
      remarks: '', reason: 'Regraded', graded_by: lecturer, graded_at: at,
    }).execute();
    const regraded = await get('/api/reports/portal/', reports.studentToken);
    expect(regraded.marks_over_time.find((m: { appointment: number }) => m.appointment === first.appointment).total).toBe(12.5);
    const cohort = await get('/api/reports/summary/', reports.lecturerToken);
    expect(cohort.distribution[1].count).toBeGreaterThanOrEqual(1);

    // A later diagnosis record of the same case replaces its diagnosis.
    const diagnosis = (label: string) => ({
      appointment_id: first.appointment, patient_id: null, form_id: 'diagnosis', schema_version: '1.0.0',
      data: JSON.stringify({ appointment: first.appointment, differential_diagnosis: label, final_diagnoses: [] }), saved_by: me, saved_at: at,
    });
    await db.insertInto('section_records').values(diagnosis('Keratoconus')).execute();
    const rediagnosed = await get('/api/reports/portal/', reports.studentToken);
    expect(rediagnosed.cases.by_diagnosis).toContainEqual({ diagnosis: 'Keratoconus', count: 1 });
    expect(rediagnosed.cases.total).toBe(before.cases.total);

    // A new mark counts for the case's student; a case given to another student takes its marks along.
    await db.insertInto('section_marks').values({
      appointment_id: first.appointment, section: 'management', marks_centi: 4000, remarks: '', rubric_version_id: null, marked_by: lecturer, marked_at: at,
    }).execute();
    const managementOf = async (id: number) =>
      (await get('/api/reports/summary/', reports.lecturerToken)).students.find((s: { id: number }) => s.id === id).section_averages.management;
    expect(await managementOf(me)).toBe(40);
    const other = (await db.selectFrom('users').select('id').where('username', '=', 'yaw').executeTakeFirstOrThrow()).id;
    await db.updateTable('case_reviews').set({ student_id: other }).where('appointment_id', '=', first.appointment).execute();
    expect(await managementOf(me)).toBeNull();
    expect(await managementOf(other)).toBe(40);
    await db.updateTable('case_reviews').set({ student_id: me }).where('appointment_id', '=', first.appointment).execute();
    expect(await managementOf(me)).toBe(40);

    // A case counts from its completion on.
    const patient = (await createPatient(reports.app)).id;
    const { id } = await db.insertInto('appointments').values({
      patient_id: patient, appointment_date: '2026-11-02', appointment_type: 'Review', status: 'Scheduled', notes: null, created_by: lecturer, created_at: at, completed_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('section_records').values({ ...diagnosis('Glaucoma suspect'), appointment_id: id }).execute();
    expect((await get('/api/reports/portal/', reports.studentToken)).cases.total).toBe(before.cases.total);
    await db.updateTable('appointments').set({ status: 'Completed', completed_at: at }).where('id', '=', id).execute();
    const completed = await get('/api/reports/portal/', reports.studentToken);
    expect(completed.cases.total).toBe(before.cases.total + 1);
    expect(completed.cases.by_diagnosis).toContainEqual({ diagnosis: 'Glaucoma suspect', count: 1 });
  });

  it('refuses other roles, anonymous requests and bad filters', async () => {
    const hadmin = (await tokensFor(reports.app, 'hadmin')).access;
    for (const url of ['/api/reports/portal/', '/api/reports/summary/']) {
      expect((await reports.app.inject({ method: 'GET', url, headers: bearer(hadmin) })).statusCode).toBe(403);
      expect((await reports.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await reports.app.inject({ method: 'GET', url: '/api/reports/portal/', headers: bearer(reports.lecturerToken) })).statusCode).toBe(403);
    const bad = await reports.app.inject({ method: 'GET', url: '/api/reports/summary/?student=abc', headers: bearer(reports.lecturerToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ student: ['A valid integer is required.'] });
  });

  it('checks the targets file', () => {
    expect(parseCaseTargets('{"targets": []}')).toEqual([]);
    expect(() => parseCaseTargets('{"targets": [{"key": "r", "label": "R", "section": "nope", "target": 1}]}')).toThrow(/section must be one of/);
    expect(() => parseCaseTargets('{"targets": [{"key": "r", "label": "R", "section": "refraction", "target": 0}]}')).toThrow(/target/);
    expect(() => parseCaseTargets(JSON.stringify({ targets: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, label: 'L', section: 'refraction', target: 1 })) }))).toThrow(/at most 20/);
  });
});
