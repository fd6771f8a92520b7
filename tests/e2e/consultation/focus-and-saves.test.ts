// Issue "Main-path defects", points 3, 4 and 9, in Chromium against the built app: Case History says what it needs
// before a condition is chosen; focus goes to the new step's heading after each 'Save and Proceed', tab and step
// change; a typed tonometry test is saved by 'Save and Proceed' without 'Add Test'; the section-marks dialog opens
// with focus in its marks field.
import { describe, expect, it } from 'vitest';
import { appointmentTodayFor } from '../support/api-seed';
import { conditionText, consultationTab, hasFocus, pickCondition, saveAndProceed, seeText, tabCompleted } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs, submittedCaseByApi } from '../support/teaching';

const env = startAppAndBrowser();

const NEEDED = 'Choose at least one condition to save the case history.';

describe('the consultation main path (as student)', () => {
  it('Case History says what is needed until a condition is chosen; focus follows every save, tab and step; a typed tonometry test is saved by Save and Proceed', { timeout: 120_000 }, async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Yaw', last: 'Focusflow', phone: '0245550777' });
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);

    // Case History: the line saying what is needed, and no Save, until a condition is chosen.
    const complaint = page.getByRole('textbox', { name: 'Chief complaint' });
    await complaint.waitFor();
    await seeText(page, NEEDED);
    expect(await page.getByRole('button', { name: 'Save and Proceed' }).count()).toBe(0);
    const conditions = page.getByRole('group', { name: 'Conditions' });
    await pickCondition(conditions, 'Headache');
    await page.getByRole('button', { name: 'Save and Proceed' }).waitFor();
    expect(await page.getByText(NEEDED, { exact: true }).count()).toBe(0);
    await complaint.fill('Headache when reading');
    await saveAndProceed(page);
    await seeText(page, 'Please fill at least one condition field.');
    await conditionText(conditions, 'Headache').fill('Frontal, evenings');
    await saveAndProceed(page);
    await tabCompleted(page, 'Case History');
    // 'Save and Proceed' → the next tab: focus on its heading.
    await hasFocus(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Oculo-Medical History' }));

    // A tab chosen: focus on its heading.
    await consultationTab(page, 'Extra Tests').click();
    await hasFocus(page.getByRole('heading', { level: 2, name: 'Extra Tests' }));

    // Tonometry typed, no 'Add Test': 'Save and Proceed' stores it and moves to the diagnosis step.
    await page.getByRole('combobox', { name: 'Test name' }).selectOption({ label: 'Tonometry' });
    await page.getByRole('radio', { name: 'Tonopen' }).check();
    await page.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }).fill('18');
    await page.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }).fill('19');
    await saveAndProceed(page);
    // consultation → diagnosis: focus on the step's heading.
    await hasFocus(page.getByRole('heading', { level: 2, name: 'Diagnosis and plan' }));
    const saved = await apiAs<{ name: string; method: string | null; iop_od: number | null; iop_os: number | null }[]>(
      env.app.baseUrl,
      'student',
      'GET',
      `/tests/extra-tests/${appointmentId}/`,
    );
    expect(saved.body.map((test) => [test.name, test.method, test.iop_od, test.iop_os])).toEqual([['Tonometry', 'Tonopen', 18, 19]]);

    // diagnosis → management: focus on the step's heading.
    await page.getByRole('textbox', { name: /Differential diagnosis/ }).fill('Myopia');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    await search.fill('H52.1');
    await search.press('Enter');
    const myopia = page.getByRole('group', { name: 'H52.1 — Myopia' });
    await myopia.getByRole('textbox', { name: /Management plan/ }).fill('Spectacles for distance');
    await myopia.getByRole('radio', { name: 'OU (both)' }).click();
    await saveAndProceed(page);
    await hasFocus(page.getByRole('heading', { level: 2, name: 'Management plan' }));
  });
});

describe('the section-marks dialog (as lecturer)', () => {
  it('opens with focus in its marks field, so that typed marks go into it', { timeout: 60_000 }, async () => {
    const appointmentId = await submittedCaseByApi(env.app.baseUrl, { first: 'Esi', last: 'Marksfocus', phone: '0245550778' });
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.goto(`${env.app.baseUrl}/reviews/${appointmentId}`);
    const region = page.getByRole('region', { name: 'Refraction', exact: true });
    await region.getByRole('button', { name: 'Give Marks for Refraction' }).click();
    const marks = page.getByRole('dialog', { name: 'Section marks' }).getByRole('spinbutton', { name: /Marks/ });
    await hasFocus(marks);
    await page.keyboard.type('42');
    expect(await marks.inputValue()).toBe('42');
  });
});
