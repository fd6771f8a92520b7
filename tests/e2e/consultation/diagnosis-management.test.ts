import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

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
    const glaucoma = page.getByRole('group', { name: /^H40\.11 — / });
    await glaucoma.getByRole('textbox', { name: /Management plan/ }).fill('Review IOP in 3 months');
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
    const medication = page.getByRole('combobox', { name: 'Medication from the pharmacy list' });
    await medication.selectOption({ index: 1 });
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
    ).json()) as { final_diagnoses_info: { queries: unknown[] }[] };
    expect(diagnosis.final_diagnoses_info).toHaveLength(2);
    const plan = (await (
      await fetch(`${env.app.baseUrl}/api/management/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { counselling: boolean; prescribed_medications: { name: string; eye: string }[] };
    expect(plan.counselling).toBe(true);
    expect(plan.prescribed_medications).toEqual([expect.objectContaining({ name: medicationName, eye: 'OU' })]);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('typing a management plan then one click on OU stores OU', async () => {
    const appointmentId = await bookedAppointment('0245550413');
    const page = await openAtStep(appointmentId, 'diagnosis');
    await page.getByRole('textbox', { name: /Differential diagnosis/ }).fill('Presbyopia');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    await search.fill('H52.1');
    await search.press('Enter');
    const myopia = page.getByRole('group', { name: 'H52.1 — Myopia' });
    await myopia.getByRole('textbox', { name: /Management plan/ }).pressSequentially('Spectacles');
    await myopia.getByRole('radio', { name: /^OU/ }).click();
    await page.getByRole('button', { name: 'Save and Proceed' }).click();
    await page.getByRole('checkbox', { name: 'Counselling' }).waitFor();

    const access = await accessTokenOf(env.app.baseUrl, 'student');
    const diagnosis = (await (
      await fetch(`${env.app.baseUrl}/api/diagnosis/${appointmentId}/view/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { final_diagnoses_info: { affected_eye: string | null }[] };
    expect(diagnosis.final_diagnoses_info.map((entry) => entry.affected_eye)).toEqual(['OU']);
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
