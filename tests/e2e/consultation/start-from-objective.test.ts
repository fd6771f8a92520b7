// Issue 22, item 4: a refraction is not typed three times. The subjective refraction is refined from the objective
// (retinoscopy) result and, under cycloplegia, the sphere is what usually changes: 'Start subjective from objective'
// and 'Start cycloplegic from objective' start those rows from the objective one as typed on the screen (SPH, CYL,
// AXIS of each eye); the person then changes only what differs, and the values save and read back as typed.
import { describe, expect, it } from 'vitest';
import { appointmentTodayFor, sectionSavePath } from '../support/api-seed';
import { hasFocus } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };

describe('Refraction: starting the subjective and the cycloplegic refraction from the objective one (as student)', () => {
  it('one click each fills SPH, CYL and AXIS of both eyes; what differs is changed; all saves and reads back', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Esi', last: 'Objective', phone: '0244807401' });
    const page = await env.newPage({ width: 1366, height: 900 });
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.evaluate((key) => localStorage.setItem(key, 'refraction'), `consultation-${appointmentId}-activeTab`);
    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    const table = (name: string) => page.getByRole('table', { name: `${name} refraction` });
    const cell = (name: string, eye: string, column: string) => table(name).getByRole('textbox', { name: `${eye} ${column}` });

    await page.getByRole('radio', { name: 'Retinoscopy' }).click(WAIT);
    const objective = { OD: ['-1.50', '-0.50', '90'], OS: ['-1.25', '-0.25', '85'] } as const;
    for (const eye of ['OD', 'OS'] as const) {
      for (const [index, column] of (['SPH', 'CYL', 'AXIS'] as const).entries()) await cell('Objective', eye, column).fill(objective[eye][index]!);
    }

    await page.getByRole('button', { name: 'Start subjective from objective' }).click();
    await hasFocus(cell('Subjective', 'OD', 'SPH'));
    for (const eye of ['OD', 'OS'] as const) {
      expect(await Promise.all(['SPH', 'CYL', 'AXIS'].map((column) => cell('Subjective', eye, column).inputValue()))).toEqual([...objective[eye]]);
    }
    await cell('Subjective', 'OD', 'VA').fill('6/6');
    await cell('Subjective', 'OS', 'VA').fill('6/6');

    expect(await table('Cycloplegic').count()).toBe(0);
    await page.getByRole('button', { name: 'Start cycloplegic from objective' }).click();
    await hasFocus(cell('Cycloplegic', 'OD', 'SPH'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('-1.25');
    expect(await cell('Cycloplegic', 'OS', 'AXIS').inputValue()).toBe('85');

    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByRole('tab', { name: 'Refraction (completed)' }).waitFor(WAIT);
    const saved = (await apiAs<Record<string, unknown>>(env.app.baseUrl, 'student', 'GET', sectionSavePath('refraction', appointmentId))).body;
    const rows = (list: unknown) =>
      (list as Record<string, unknown>[]).map(({ eye, sph, cyl, axis, va_6m }) => ({ eye, sph, cyl, axis, va_6m: va_6m ?? null }));
    expect(rows(saved.subjective)).toEqual([
      { eye: 'OD', sph: '-1.50', cyl: '-0.50', axis: '90', va_6m: '6/6' },
      { eye: 'OS', sph: '-1.25', cyl: '-0.25', axis: '85', va_6m: '6/6' },
    ]);
    expect(rows(saved.cycloplegic)).toEqual([
      { eye: 'OD', sph: '-1.25', cyl: '-0.50', axis: '90', va_6m: null },
      { eye: 'OS', sph: '-1.25', cyl: '-0.25', axis: '85', va_6m: null },
    ]);
  });
});
