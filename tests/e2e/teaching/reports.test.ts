// My Portal and Reports in Chromium against the built app and a real server (issue 12, Done when: "My Portal and
// Reports render their plots from real data, CSV downloads match the tables"): graded cases are written straight
// into the app's database; the student's My Portal and the lecturer's Reports show each figure's chart and a table
// holding exactly the API's numbers, and a downloaded CSV holds exactly the table's rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSqlite } from '../../../server/db/connection';
import { formatDate } from '../../../src/lib/display-dates';
import { gradingRubricId, seedCase, seedUser } from '../../support/teaching-seed';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

async function seed() {
  const hadmin = await accessTokenOf(env.app.baseUrl, 'hadmin');
  const patient = await createPatientByApi(env.app.baseUrl, hadmin, { first: 'Abena', last: 'Reports', phone: '0244123987' });
  const { db } = openSqlite(join(env.app.dataDir, 'sightline.sqlite'));
  try {
    const id = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const student = await id('student');
    const lecturer = await id('lecturer');
    const other = await seedUser(db, 'yaw-reports', 'student', 'Yaw', 'Adjei');
    const rubric = await gradingRubricId(db);
    const code = await db.selectFrom('diagnosis_codes').select('id').orderBy('id').executeTakeFirstOrThrow();
    const base = { patient, lecturer, student };
    await seedCase(db, rubric, { ...base, date: '2026-10-01', sections: ['refraction'], diagnosis: { code: code.id, differential: 'x' }, marks: { refraction: [80] }, totals: [72.5], review: 'approved' });
    await seedCase(db, rubric, { ...base, date: '2026-10-02', type: 'Review', sections: ['case-history'], diagnosis: { differential: 'Dry eye, both' }, marks: { 'case-history': [64.25] }, totals: [91], review: 'approved' });
    await seedCase(db, rubric, { ...base, date: '2026-10-03', sections: ['refraction'], review: 'returned' });
    await seedCase(db, rubric, { ...base, student: other, date: '2026-10-03', sections: ['refraction'], marks: { refraction: [40] }, totals: [35], review: 'approved' });
  } finally {
    await db.destroy();
  }
}

async function api<T>(path: string, username: string): Promise<T> {
  const response = await fetch(`${env.app.baseUrl}${path}`, { headers: { authorization: `Bearer ${await accessTokenOf(env.app.baseUrl, username)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const figure = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The table's rows as text, header first. */
function rowsOf(region: Locator): Promise<string[][]> {
  return region.locator('table tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));
}

/** Clicks the figure's Download CSV and answers the file's lines split at commas (the figures here hold no quotes). */
async function downloadedRows(page: Page, region: Locator): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('button', { name: /^Download CSV/ }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n').map((line) => line.split(','));
}

/** A table's cells as the CSV writes them: an empty cell is '--' in the table and nothing in the CSV. */
const asCsv = (rows: string[][]) => rows.map((row) => row.map((cell) => (cell === '--' ? '' : cell)));

/** The figure draws its chart: a canvas with a size, named by a summary of its numbers. */
async function expectChart(region: Locator) {
  const canvas = region.locator('canvas').and(region.getByRole('img', { name: / chart\. / }));
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(box!.height).toBeGreaterThan(100);
}

interface Portal {
  cases: { by_type: { type: string; count: number }[]; by_diagnosis: { diagnosis: string; count: number }[] };
  marks_over_time: { date: string; appointment: number; total: number }[];
  section_averages: { section: string; mine: number | null; cohort: number | null }[];
  pending: number;
  returned: number;
}
interface Summary {
  students: { name: string; cases: number; graded: number; average_total: number | null }[];
  distribution: { from: number; to: number; count: number }[];
  cases_per_day: { date: string; count: number }[];
  top_diagnoses: { diagnosis: string; count: number }[];
}

const text = (value: number | null) => (value === null ? '--' : String(value));

describe('My Portal and Reports', () => {
  it('show the API figures as charts and tables, and a CSV equal to its table', async () => {
    await seed();
    const portal = await api<Portal>('/api/reports/portal/', 'student');
    expect(portal.marks_over_time.map((m) => m.total)).toEqual([72.5, 91]);

    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/my-portal`);
    const byType = figure(page, 'Cases by appointment type');
    await expectChart(byType);
    expect(await rowsOf(byType)).toEqual([['Appointment type', 'Cases'], ...portal.cases.by_type.map((r) => [r.type, String(r.count)])]);
    expect(await rowsOf(figure(page, 'Cases by diagnosis'))).toEqual([['Diagnosis', 'Cases'], ...portal.cases.by_diagnosis.map((r) => [r.diagnosis, String(r.count)])]);
    const marks = figure(page, 'Marks over time');
    await expectChart(marks);
    const marksRows = await rowsOf(marks);
    expect(marksRows).toEqual([['Date', 'Appointment', 'Total'], ...portal.marks_over_time.map((r) => [formatDate(r.date), String(r.appointment), String(r.total)])]);
    const averages = figure(page, "Section averages: mine and the cohort's");
    await expectChart(averages);
    expect((await rowsOf(averages)).slice(1).map((row) => row.slice(1))).toEqual(portal.section_averages.map((r) => [text(r.mine), text(r.cohort)]));
    expect(await downloadedRows(page, marks)).toEqual(asCsv(marksRows));
    expect(await downloadedRows(page, averages)).toEqual(asCsv(await rowsOf(averages)));
    await expect.poll(() => page.getByRole('progressbar', { name: 'Refractions this semester' }).getAttribute('value')).toBe('2');

    const summary = await api<Summary>('/api/reports/summary/', 'lecturer');
    const lecturer = await env.newPage();
    await loginThroughForm(lecturer, env.app.baseUrl, 'lecturer');
    await lecturer.goto(`${env.app.baseUrl}/reports`);
    const students = figure(lecturer, 'Students');
    await students.locator('table').waitFor();
    const studentRows = await rowsOf(students);
    expect(studentRows.slice(1).map((row) => row.slice(0, 4))).toEqual(summary.students.map((s) => [s.name, String(s.cases), String(s.graded), text(s.average_total)]));
    expect(await downloadedRows(lecturer, students)).toEqual(asCsv(studentRows));
    const distribution = figure(lecturer, 'Distribution of totals');
    await expectChart(distribution);
    expect((await rowsOf(distribution)).slice(1).map((row) => row[1])).toEqual(summary.distribution.map((band) => String(band.count)));
    const perDay = figure(lecturer, 'Cases per day');
    await expectChart(perDay);
    const dayRows = await rowsOf(perDay);
    expect(dayRows).toEqual([['Date', 'Cases'], ...summary.cases_per_day.map((r) => [formatDate(r.date), String(r.count)])]);
    expect(await downloadedRows(lecturer, perDay)).toEqual(dayRows);
    expect(await rowsOf(figure(lecturer, 'Most frequent diagnoses'))).toEqual([['Diagnosis', 'Cases'], ...summary.top_diagnoses.map((r) => [r.diagnosis, String(r.count)])]);

    // The lecturer picks one student: the table holds that student only, as the API answers for them.
    await lecturer.getByRole('combobox', { name: 'Student' }).selectOption({ label: 'Yaw Adjei' });
    await expect.poll(async () => (await rowsOf(figure(lecturer, 'Students'))).slice(1).map((row) => row.slice(0, 4))).toEqual([['Yaw Adjei', '1', '1', '35']]);
  });
});
