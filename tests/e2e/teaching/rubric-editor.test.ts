import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../scripts/check-schemas';
import { counsellingPlanBody } from '../../fixtures/management-plan';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { fillRubric, RUBRIC_SCORES, submittedCaseByApi } from '../support/teaching';

const env = startAppAndBrowser();
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
interface Grading {
  rubric_version: string;
  scores: Record<string, Record<string, number>>;
  totals: Record<string, number>;
  total: number;
}
interface Version {
  version: string;
  source: string;
  schema: { properties: Record<string, { properties: Record<string, { title: string; maximum: number }> }> };
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${env.app.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A consultation the student completes through the API (diagnosis and plan saved), which submits it for review. */
async function submittedCase(phone: string): Promise<number> {
  const appointment = await appointmentTodayFor(env.app.baseUrl, { first: 'Esi', last: 'Rubric', phone });
  const student = await accessTokenOf(env.app.baseUrl, 'student');
  const saves = [
    await api('POST', `/diagnosis/${appointment}/create/`, student, { appointment, differential_diagnosis: 'Myopia', final_diagnoses: [] }),
    await api('POST', `/management/${appointment}/`, student, counsellingPlanBody()),
    await api('PATCH', `/clients/api/${appointment}/complete/`, student, {}),
  ];
  expect(saves.map((save) => save.status)).toEqual([201, 201, 200]);
  return appointment;
}

/** Scores for every item of a rubric version's sections: `score(section, item, maximum)`. */
function scoresFor(version: Version, score: (item: string, maximum: number) => number): Json {
  const data: Json = {};
  for (const [sectionKey, section] of Object.entries(version.schema.properties)) {
    if (!section.properties) continue;
    data[sectionKey] = Object.fromEntries(Object.entries(section.properties).map(([key, item]) => [key, score(key, item.maximum)]));
  }
  return data;
}

describe('Rubric editor (issue 12)', () => {
  it('a lecturer changes a maximum and adds an item; new grades use the new version, earlier ones keep theirs; the export passes check:schemas', async () => {
    const lecturer = await accessTokenOf(env.app.baseUrl, 'lecturer');
    const first = (await api<{ current: Version }>('GET', '/grading/rubrics/final-grading/', lecturer)).body.current;

    // An earlier case, graded with the shipped rubric: every item at half its maximum.
    const earlier = await submittedCase('0245551201');
    const earlierGrade = await api<Grading>('POST', `/grading/${earlier}/`, lecturer, { ...scoresFor(first, (_, max) => max / 2), remarks: 'Before the change' });
    expect(earlierGrade.status).toBe(201);
    expect(earlierGrade.body).toMatchObject({ rubric_version: first.version, totals: { totalA: 32.5, totalB: 17.5 }, total: 50 });

    // The editor: Case History's maximum 5 → 7.5, a new item 'Pupil Reflexes' of 2.5 in Section A, Save Version.
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.getByRole('link', { name: 'Rubrics' }).click();
    const editor = page.getByRole('region', { name: 'Editor' });
    const caseHistory = editor.getByRole('spinbutton', { name: 'Maximum of Case History' });
    await caseHistory.fill('7.5');
    const sectionA = editor.getByRole('group', { name: 'Section A (procedures)' });
    await sectionA.getByRole('textbox', { name: 'New item label' }).fill('Pupil Reflexes');
    await sectionA.getByRole('spinbutton', { name: 'New item maximum' }).fill('2.5');
    await sectionA.getByRole('spinbutton', { name: 'New item maximum' }).press('Enter');
    await sectionA.getByRole('row', { name: /pupil_reflexes/ }).waitFor();
    const preview = page.getByRole('region', { name: 'Preview' });
    expect(await preview.getByRole('status', { name: 'Section A (procedures) total' }).textContent()).toBe('0 / 70');
    expect(await preview.getByRole('status', { name: 'Grand total' }).textContent()).toBe('0 / 105');
    // The preview is the grading form itself: its totals follow the scores typed.
    await preview.getByRole('spinbutton', { name: /^Pupil Reflexes/ }).fill('2');
    await preview.getByRole('spinbutton', { name: /^Case History/ }).fill('6.5');
    expect(await preview.getByRole('status', { name: 'Grand total' }).textContent()).toBe('8.5 / 105');

    await page.getByRole('button', { name: 'Save Version' }).click();
    const toast = page.getByText(/^Rubric version \S+ saved\.$/);
    await toast.waitFor();
    const newVersion = /^Rubric version (\S+) saved\.$/.exec((await toast.textContent()) ?? '')![1]!;
    expect(newVersion).not.toBe(first.version);
    await page.getByRole('table', { name: 'Versions' }).getByRole('row', { name: new RegExp(`^${newVersion.replace(/\./g, '\\.')} `) }).waitFor();

    const rubrics = (await api<{ current: Version; versions: { version: string; source: string }[] }>('GET', '/grading/rubrics/final-grading/', lecturer)).body;
    expect(rubrics.current.version).toBe(newVersion);
    expect(rubrics.current.source).toBe('app');
    expect(rubrics.current.schema.properties.section_a!.properties.case_history!.maximum).toBe(7.5);
    expect(rubrics.current.schema.properties.section_a!.properties.pupil_reflexes).toMatchObject({ title: 'Pupil Reflexes', maximum: 2.5 });
    expect(rubrics.versions.map((v) => v.version)).toEqual(expect.arrayContaining([first.version, newVersion]));

    // A new case graded ON SCREEN with the new version: Case History above the old maximum, the new item scored.
    const later = await submittedCaseByApi(env.app.baseUrl, { first: 'Kofi', last: 'Rubric', phone: '0245551202' });
    await page.goto(`${env.app.baseUrl}/reviews/${later}`);
    const gradingForm = page.getByRole('region', { name: 'Final grading' });
    const pupilReflexes = gradingForm.getByRole('spinbutton', { name: 'Pupil Reflexes', exact: true });
    await pupilReflexes.waitFor();
    expect(await pupilReflexes.getAttribute('max')).toBe('2.5');
    expect(await gradingForm.getByRole('spinbutton', { name: 'Case History', exact: true }).getAttribute('max')).toBe('7.5');
    await fillRubric(gradingForm, { ...RUBRIC_SCORES, 'Case History': '7.5' });
    // The new item is required like the others: the form refuses the grade without it.
    await gradingForm.getByRole('button', { name: 'Submit' }).click();
    await gradingForm.getByText('Please fill all scores before submitting').first().waitFor();
    await pupilReflexes.fill('2');
    expect(await gradingForm.getByRole('status', { name: 'Section A (procedures) total' }).textContent()).toBe('59.5 / 70');
    expect(await gradingForm.getByRole('status', { name: 'Grand total' }).textContent()).toBe('91.5 / 105');
    await gradingForm.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Grading submitted.').waitFor();
    await gradingForm.getByRole('definition').filter({ hasText: `(rubric ${newVersion})` }).waitFor();
    expect(await gradingForm.textContent()).toContain('59.5 / 70');
    const laterGrade = (await api<{ current: Grading }>('GET', `/grading/${later}/`, lecturer)).body.current;
    expect(laterGrade.rubric_version).toBe(newVersion);
    expect(laterGrade.scores.section_a).toMatchObject({ case_history: 7.5, pupil_reflexes: 2 });
    expect(laterGrade.totals).toEqual({ totalA: 59.5, totalB: 32 });
    expect(laterGrade.total).toBe(91.5);

    // The earlier grade keeps its own rubric: its items, maxima and totals.
    const earlierState = (await api<{ current: Grading; rubric: Version }>('GET', `/grading/${earlier}/`, lecturer)).body;
    expect(earlierState.rubric.version).toBe(first.version);
    expect(earlierState.rubric.schema.properties.section_a!.properties.case_history!.maximum).toBe(5);
    expect(earlierState.rubric.schema.properties.section_a!.properties).not.toHaveProperty('pupil_reflexes');
    expect(earlierState.current).toMatchObject({ rubric_version: first.version, totals: { totalA: 32.5, totalB: 17.5 }, total: 50 });
    expect(earlierState.current.scores.section_a).not.toHaveProperty('pupil_reflexes');
    const laterState = (await api<{ current: Grading; rubric: Version }>('GET', `/grading/${later}/`, lecturer)).body;
    expect(laterState.rubric.version).toBe(newVersion);

    // On screen: the earlier case shows its own grade and rubric version.
    await page.goto(`${env.app.baseUrl}/reviews/${earlier}`);
    const recorded = page.getByRole('definition').filter({ hasText: `(rubric ${first.version})` });
    await recorded.waitFor();
    const summary = page.locator('dl[aria-label="Recorded grade"]');
    expect(await summary.textContent()).toContain('32.5');
    expect(await summary.textContent()).toContain('50');
    // Its items, as graded, in its own rubric: the old maxima and totals, no new item.
    const earlierForm = page.getByRole('region', { name: 'Final grading' });
    expect(await earlierForm.textContent()).toContain('32.5 / 65');
    expect(await earlierForm.textContent()).toContain('50 / 100');
    expect(await earlierForm.getByText('Pupil Reflexes').count()).toBe(0);
    // Its scores open in the form of its own rubric: the old items and maxima, the old totals.
    await page.getByRole('button', { name: 'Change Grade' }).click();
    const caseHistoryScore = page.getByRole('spinbutton', { name: /^Case History/ });
    await caseHistoryScore.waitFor();
    expect(await caseHistoryScore.inputValue()).toBe('2.5');
    expect(await caseHistoryScore.getAttribute('max')).toBe('5');
    expect(await page.getByRole('spinbutton', { name: /^Pupil Reflexes/ }).count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Section A (procedures) total' }).textContent()).toBe('32.5 / 65');
    expect(await page.getByRole('status', { name: 'Grand total' }).textContent()).toBe('50 / 100');

    // The export writes every version as schema files that check:schemas accepts.
    const out = mkdtempSync(join(tmpdir(), 'sightline-rubrics-export-'));
    tempDirs.push(out);
    cpSync('schemas', out, { recursive: true });
    const exported = spawnSync('npm', ['run', '--silent', 'rubrics:export', '--', '--out', out], {
      env: { ...process.env, DATA_DIR: env.app.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(exported.status, `${exported.stdout}\n${exported.stderr}`).toBe(0);
    const versionFile = join(out, 'final-grading', 'versions', newVersion, 'schema.json');
    expect(existsSync(versionFile)).toBe(true);
    const written = JSON.parse(readFileSync(versionFile, 'utf8')) as Version['schema'] & { version: string };
    expect(written.version).toBe(newVersion);
    expect(written.properties.section_a!.properties.pupil_reflexes).toMatchObject({ title: 'Pupil Reflexes', maximum: 2.5 });
    expect(written.properties.section_a!.properties.case_history!.maximum).toBe(7.5);
    // The exported schema.json is now the new version: the reviewer gives the form's valid fixtures the new item.
    const fixtures = join(out, 'final-grading', 'fixtures');
    for (const name of readdirSync(fixtures).filter((file) => file.startsWith('valid-'))) {
      const fixture = JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as { section_a: Json };
      fixture.section_a.pupil_reflexes = 2.25;
      writeFileSync(join(fixtures, name), `${JSON.stringify(fixture, null, 2)}\n`);
    }
    const reports = await checkSchemas({ dir: out });
    const failing = reports.filter((report) => report.problems.length > 0);
    expect(failing, JSON.stringify(failing, null, 2)).toEqual([]);
    expect(reports.map((report) => report.id)).toContain(`final-grading/versions/${newVersion}`);
  });
});
