import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { description } from '../support/accessible';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { chooseMedication } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs, submittedCaseByApi } from '../support/teaching';

const env = startAppAndBrowser();

/** hadmin registers a patient and books them for today; answers the appointment id. */
async function bookedAppointment(phone: string): Promise<number> {
  return appointmentTodayFor(env.app.baseUrl, { first: 'Kwame', last: 'Plan', phone: phone });
}

/** Signs in as student and opens the consultation at `step` (the flow step remembered on the device). */
async function openAtStep(appointmentId: number, step: 'diagnosis' | 'management'): Promise<Page> {
  const page = await env.newPage();
  await loginThroughForm(page, env.app.baseUrl, 'student');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`consultation-${appointmentId}-flowStep`, step]);
  await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
  return page;
}

const WAIT = { timeout: 15_000 };

/** The affected eye of each final diagnosis stored for the appointment (GET /diagnosis/{id}/view/). */
async function storedEyes(appointmentId: number): Promise<(string | null)[]> {
  const view = await apiAs<{ final_diagnoses_info: { affected_eye: string | null }[] }>(env.app.baseUrl, 'student', 'GET', `/diagnosis/${appointmentId}/view/`);
  return view.body.final_diagnoses_info.map((entry) => entry.affected_eye);
}

/** The value of the 'Affected eye' row of `diagnosis` ("H52.1 — Myopia") in a read view. */
async function eyeShown(view: Locator, diagnosis: string): Promise<string> {
  const entry = view.getByRole('group', { name: diagnosis, exact: true });
  const terms = await entry.getByRole('term').allTextContents();
  const values = await entry.getByRole('definition').allTextContents();
  return values[terms.indexOf('Affected eye')] ?? '(no row)';
}

/** The eye each diagnosis of `expected` shows in the read view, once the view is loaded. */
async function expectEyesShown(view: Locator, expected: Record<string, string>) {
  await view.getByRole('group', { name: Object.keys(expected)[0]!, exact: true }).waitFor(WAIT);
  const shown: Record<string, string> = {};
  for (const diagnosis of Object.keys(expected)) shown[diagnosis] = await eyeShown(view, diagnosis);
  expect(shown).toEqual(expected);
}

async function appointmentStatus(appointmentId: number): Promise<string> {
  const access = await accessTokenOf(env.app.baseUrl, 'student');
  const response = await fetch(`${env.app.baseUrl}/api/clients/api/appointments/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } });
  return ((await response.json()) as { status: string }).status;
}

describe('Diagnosis and management steps (as student)', () => {
  it("two ICD-10 diagnoses with a query → management with counselling and one medication → Confirm Save → 'Consultation Completed', appointment Completed", async () => {
    const appointmentId = await bookedAppointment('0245550411');
    const page = await openAtStep(appointmentId, 'diagnosis');

    const differential = page.getByRole('textbox', { name: /Differential diagnosis/ });
    await differential.waitFor();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByText('Differential diagnosis cannot be empty.').first().waitFor();
    await differential.fill('Myopia; rule out keratoconus');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    for (const code of ['H52.1', 'H40.11']) {
      await search.fill(code);
      await search.press('Enter');
    }
    const myopia = page.getByRole('group', { name: 'H52.1 — Myopia' });
    await myopia.getByRole('textbox', { name: /Management plan/ }).fill('Spectacles');
    await myopia.getByRole('radio', { name: 'OU (both)' }).click();
    const glaucoma = page.getByRole('group', { name: /^H40\.11 — / });
    await glaucoma.getByRole('textbox', { name: /Management plan/ }).fill('Review IOP in 3 months');
    await glaucoma.getByRole('radio', { name: 'OD (right)' }).click();
    await glaucoma.getByRole('button', { name: 'Add query' }).click();
    await glaucoma.getByRole('textbox', { name: 'Query 1' }).fill('Family history of glaucoma?');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();

    const counselling = page.getByRole('checkbox', { name: 'Counselling' });
    await counselling.waitFor();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByText('Please select at least one management option.').first().waitFor();
    await counselling.check();
    await page.getByRole('textbox', { name: /Counselling details/ }).fill('Screen time and reading distance');
    await page.getByRole('checkbox', { name: 'Medications' }).check();
    await page.getByRole('button', { name: /^Add / }).click();
    await chooseMedication(page);
    const medicationName = await page.getByRole('textbox', { name: /Name/ }).inputValue();
    expect(medicationName).not.toBe('');
    await page.getByRole('radio', { name: 'OU (both)' }).check();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm Save' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('cannot be undone');
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor();
    expect(await appointmentStatus(appointmentId)).toBe('Completed');
    const access = await accessTokenOf(env.app.baseUrl, 'student');
    const diagnosis = (await (
      await fetch(`${env.app.baseUrl}/api/diagnosis/${appointmentId}/view/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { final_diagnoses_info: { affected_eye: string | null; queries: unknown[] }[] };
    expect(diagnosis.final_diagnoses_info.map((entry) => entry.affected_eye)).toEqual(['OU', 'OD']);
    const plan = (await (
      await fetch(`${env.app.baseUrl}/api/management/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { counselling: boolean; prescribed_medications: { name: string; eye: string }[] };
    expect(plan.counselling).toBe(true);
    expect(plan.prescribed_medications).toEqual([expect.objectContaining({ name: medicationName, eye: 'OU' })]);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('typing a plan then one click on OU stores OU; a diagnosis without its eye is refused under the eye, then saved with it', async () => {
    const appointmentId = await bookedAppointment('0245550413');
    const page = await openAtStep(appointmentId, 'diagnosis');
    await page.getByRole('textbox', { name: /Differential diagnosis/ }).fill('Myopia; glaucoma suspect');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    for (const code of ['H52.1', 'H40.11']) {
      await search.fill(code);
      await search.press('Enter');
    }
    // Typed, then one click on OU straight from the plan (the press is what leaves the plan).
    const myopia = page.getByRole('group', { name: 'H52.1 — Myopia' });
    await myopia.getByRole('textbox', { name: /Management plan/ }).pressSequentially('Spectacles');
    await myopia.getByRole('radio', { name: 'OU (both)' }).click();
    expect(await myopia.getByRole('radio', { name: 'OU (both)' }).getAttribute('aria-checked')).toBe('true');

    const glaucoma = page.getByRole('group', { name: /^H40\.11 — / });
    await glaucoma.getByRole('textbox', { name: /Management plan/ }).pressSequentially('Review IOP in 3 months');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    const glaucomaEye = glaucoma.getByRole('radiogroup', { name: 'Affected eye' });
    await expect.poll(() => description(glaucomaEye), WAIT).toBe('This field is required.');
    expect(await glaucomaEye.getAttribute('aria-invalid')).toBe('true');
    expect(await storedEyes(appointmentId)).toEqual([]);

    await glaucomaEye.getByRole('radio', { name: 'OS (left)' }).click();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByRole('checkbox', { name: 'Counselling' }).waitFor();
    expect(await storedEyes(appointmentId)).toEqual(['OU', 'OS']);
  });

  it("shows each diagnosis's affected eye in the read views: 'View More' on the patient's details and the lecturer's case review", async () => {
    const codes = await apiAs<{ id: number; icd_code: string }[]>(env.app.baseUrl, 'student', 'GET', '/diagnosis/codes/');
    const code = (icd: string) => codes.body.find((row) => row.icd_code === icd)!.id;
    const appointmentId = await submittedCaseByApi(env.app.baseUrl, { first: 'Ama', last: 'Eyes', phone: '0245550414' }, undefined, [
      { code: code('H52.1'), management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [] },
      { code: code('H40.11'), management_plan: 'Review IOP in 3 months', affected_eye: 'OS', notes: '', queries: [] },
    ]);
    const expected = { 'H52.1 — Myopia': 'OU (both)', 'H40.11 — Primary open-angle glaucoma': 'OS (left)' };

    const student = await env.newPage();
    await loginThroughForm(student, env.app.baseUrl, 'student');
    const { body: appointment } = await apiAs<{ patient: number }>(env.app.baseUrl, 'student', 'GET', `/clients/api/appointments/${appointmentId}/`);
    await student.goto(`${env.app.baseUrl}/patients-details?id=${appointment.patient}`);
    await student.getByRole('tab', { name: 'Appointments' }).click();
    await student.getByRole('button', { name: /^View More/ }).first().click();
    const records = student.getByRole('dialog', { name: /^Appointment of / });
    await records.getByRole('tab', { name: 'Diagnosis', exact: true }).click();
    await expectEyesShown(records.getByRole('tabpanel'), expected);

    const lecturer = await env.newPage();
    await loginThroughForm(lecturer, env.app.baseUrl, 'lecturer');
    await lecturer.goto(`${env.app.baseUrl}/reviews/${appointmentId}`);
    await expectEyesShown(lecturer.getByRole('region', { name: 'Diagnosis', exact: true }), expected);
  });

  it("shows the server's refusal when the diagnosis was never saved, and keeps the plan typed", async () => {
    const appointmentId = await bookedAppointment('0245550412');
    const page = await openAtStep(appointmentId, 'management');
    const referral = page.getByRole('checkbox', { name: 'Referral' });
    await referral.check();
    await page.getByRole('textbox', { name: /Referral details/ }).fill('Corneal clinic');
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Save the diagnosis before completing.').first().waitFor();
    expect(await page.getByRole('textbox', { name: /Referral details/ }).inputValue()).toBe('Corneal clinic');
    expect(await appointmentStatus(appointmentId)).toBe('Scheduled');
  });
});
