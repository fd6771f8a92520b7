// Issue "Guided consultation", Done-when point 1, in Chromium against the built app: as student, on an appointment
// booked by hadmin, every tab filled through its real inputs (each after one validation message of consultation §8),
// an OCT image and a tonometry test without a file, two ICD-10 diagnoses with a query, management with refractive
// correction and one medication, 'Consultation Completed'; then the appointment is Completed on today's list, the
// dashboard counts moved, and the patient's View More shows all nine sections with the values typed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { consultationTab, fillCaseHistory, chooseCondition, chooseMedication, saveAndProceed, seeAll, seeText, tabCompleted } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The message of a text over its schema bound (a note holds at most 2000 characters). */
const TOO_LONG = 'Ensure this field has no more than 2000 characters.';

const PATIENT = { first: 'Akosua', last: 'Fullcourse', phone: '0245550901' };

/** The dashboard's counts by label ('Today's Appointments', 'Pending Appointments', 'Completed Appointments'). */
async function dashboardCounts(page: Page): Promise<Record<string, number>> {
  const list = page.getByRole('list', { name: 'Appointment counts' });
  await list.getByRole('listitem').first().waitFor();
  await expect.poll(() => list.getByRole('listitem').filter({ hasText: /\d/ }).count()).toBe(3);
  const items = await list.getByRole('listitem').allInnerTexts();
  return Object.fromEntries(
    items.map((text) => {
      const match = /^(.*?)\s*(\d+)\s*$/s.exec(text.trim())!;
      return [match[1]!.replace(/\s+/g, ' ').trim(), Number(match[2])];
    }),
  );
}

describe('full consultation (as student, booked by hadmin)', () => {
  it("every tab through its inputs, each after one validation message → 'Consultation Completed'; list, dashboard and View More show it", { timeout: 180_000 }, async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, PATIENT);
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    const before = await dashboardCounts(page);

    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();

    // Case history ('Save and Proceed' shows only once a condition is chosen).
    await page.getByRole('textbox', { name: 'Chief complaint' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save and Proceed' }).count()).toBe(0);
    await fillCaseHistory(page, { complaint: 'Blurred vision when reading for two months', condition: 'Headache', detail: 'Frontal, evenings' });

    // Oculo-Medical History (a first history: every part is required).
    await expect.poll(() => consultationTab(page, 'Oculo-Medical History').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('combobox', { name: 'Last eye examination' }).selectOption({ label: '1 - 3 years' });
    await saveAndProceed(page);
    await seeText(page, 'This field is required.');
    for (const [list, name, notes] of [
      ['Drug history', 'Metformin', '500 mg twice daily'],
      ['Allergies', 'Penicillin', 'Rash'],
      ['Social history', 'Smoking', '5 a day'],
    ] as const) {
      const region = page.getByRole('region', { name: list });
      await region.getByRole('button', { name: `Add ${list}` }).click();
      await region.getByRole('textbox', { name: 'Name' }).fill(name);
      await region.getByRole('textbox', { name: 'Notes' }).fill(notes);
    }
    await chooseCondition(page.getByRole('group', { name: 'Medical history', exact: true }), 'Diabetes mellitus', 'Type 2 since 2015');
    await chooseCondition(page.getByRole('group', { name: 'Ocular history', exact: true }), 'Spectacle wear', 'Since childhood');
    await chooseCondition(page.getByRole('group', { name: 'Family medical history', exact: true }), 'Diabetes', 'Mother');
    await chooseCondition(page.getByRole('group', { name: 'Family ocular history', exact: true }), 'Glaucoma', 'Father');
    await saveAndProceed(page);
    await tabCompleted(page, 'Oculo-Medical History');

    // Visual acuity.
    await expect.poll(() => consultationTab(page, 'Visual Acuity').getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Unaided distance VA (OD)', { exact: true }).fill('6/9');
    await page.getByLabel('Unaided distance VA (OS)', { exact: true }).fill('6/12');
    await saveAndProceed(page);
    await seeText(page, 'Please select the VA chart used.');
    await page.getByRole('radio', { name: 'Snellen' }).click();
    await page.getByRole('radio', { name: 'No' }).click();
    await saveAndProceed(page);
    await tabCompleted(page, 'Visual Acuity');

    // Externals.
    await expect.poll(() => consultationTab(page, 'Externals').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Lids' }).click();
    await page.getByRole('radiogroup', { name: 'Normal position OD grading' }).getByRole('radio', { name: '2' }).click();
    // The spec gives externals and internals no rule of their own (§5): the error made is the notes' length bound.
    const lidNotes = page.getByRole('textbox', { name: 'Normal position OD notes' });
    await lidNotes.fill('x'.repeat(2001));
    await saveAndProceed(page);
    await seeText(page.getByRole('tabpanel', { name: 'Externals' }), TOO_LONG);
    await lidNotes.fill('Slight lid lag');
    await saveAndProceed(page);
    await tabCompleted(page, 'Externals');

    // Internals.
    await expect.poll(() => consultationTab(page, 'Internals').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Optic disc' }).click();
    await page.getByRole('radiogroup', { name: 'Vertical C/D ratio OS grading' }).getByRole('radio', { name: '3' }).click();
    const internalNotes = page.getByRole('textbox', { name: 'Vertical C/D ratio OS notes' });
    await internalNotes.fill('y'.repeat(2001));
    await saveAndProceed(page);
    await seeText(page.getByRole('tabpanel', { name: 'Internals' }), TOO_LONG);
    await internalNotes.fill('Cup disc ratio 0.4');
    await saveAndProceed(page);
    await tabCompleted(page, 'Internals');

    // Refraction.
    await expect.poll(() => consultationTab(page, 'Refraction').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('radio', { name: 'Retinoscopy' }).click();
    const objective = page.getByRole('table', { name: 'Objective refraction' });
    const subjective = page.getByRole('table', { name: 'Subjective refraction' });
    await objective.getByRole('textbox', { name: 'OD SPH' }).fill('-1.25');
    await objective.getByRole('textbox', { name: 'OS SPH' }).fill('-1.00');
    await objective.getByRole('textbox', { name: 'OD CYL' }).fill('-0.50');
    await subjective.getByRole('textbox', { name: 'OD SPH' }).fill('-1.50');
    await subjective.getByRole('textbox', { name: 'OS SPH' }).fill('-1.25');
    await subjective.getByRole('textbox', { name: 'OD VA' }).fill('6/6');
    await saveAndProceed(page);
    await seeText(page, 'AXIS is required if CYL is entered');
    await objective.getByRole('textbox', { name: 'OD AXIS' }).fill('90');
    await saveAndProceed(page);
    await tabCompleted(page, 'Refraction');

    // Extra tests: an OCT image, then tonometry without a file.
    await expect.poll(() => consultationTab(page, 'Extra Tests').getAttribute('aria-selected')).toBe('true');
    const testName = page.getByRole('combobox', { name: 'Test name' });
    await testName.selectOption({ label: 'OCT' });
    await page.getByRole('textbox', { name: 'Notes' }).fill('Macula flat');
    await page.getByRole('button', { name: 'Add Test' }).click();
    await seeText(page, 'Test name and file are required.');
    await page.getByLabel('File (image or PDF)').setInputFiles({ name: 'oct-scan.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('oct-scan.png').waitFor();
    await page.getByRole('button', { name: 'Add Test' }).click();
    const savedTests = page.getByRole('list', { name: 'Saved extra tests' });
    await savedTests.getByRole('listitem', { name: '1. OCT' }).waitFor();
    await testName.selectOption({ label: 'Tonometry' });
    await page.getByRole('radio', { name: 'Applanation' }).check();
    await page.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }).fill('14');
    await page.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }).fill('16');
    await page.getByLabel('Recorded at').fill('10:30');
    await page.getByRole('button', { name: 'Add Test' }).click();
    await savedTests.getByRole('listitem', { name: '2. Tonometry' }).waitFor();
    await saveAndProceed(page);

    // Diagnosis step.
    const differential = page.getByRole('textbox', { name: /Differential diagnosis/ });
    await differential.waitFor();
    await saveAndProceed(page);
    await seeText(page, 'Differential diagnosis cannot be empty.');
    await differential.fill('Myopia; rule out keratoconus');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    for (const code of ['H52.1', 'H40.11']) {
      await search.fill(code);
      await search.press('Enter');
    }
    const myopia = page.getByRole('group', { name: 'H52.1 — Myopia' });
    await myopia.getByRole('textbox', { name: /Management plan/ }).fill('Spectacles for distance');
    await myopia.getByRole('radio', { name: 'OU (both)' }).click();
    const glaucoma = page.getByRole('group', { name: /^H40\.11 — / });
    await glaucoma.getByRole('textbox', { name: /Management plan/ }).fill('Review IOP in 3 months');
    await glaucoma.getByRole('radio', { name: 'OD (right)' }).click();
    await glaucoma.getByRole('button', { name: 'Add query' }).click();
    await glaucoma.getByRole('textbox', { name: 'Query 1' }).fill('Family history of glaucoma?');
    await saveAndProceed(page);

    // Management step.
    const refractive = page.getByRole('checkbox', { name: 'Refractive correction' });
    await refractive.waitFor();
    await saveAndProceed(page);
    await seeText(page, 'Please select at least one management option.');
    await refractive.check();
    await page.getByRole('combobox', { name: 'Type of refractive correction' }).selectOption({ label: 'Spectacles' });
    await page.getByRole('textbox', { name: 'SPH OD' }).fill('-1.50');
    await page.getByRole('textbox', { name: 'SPH OS' }).fill('-1.25');
    await page.getByRole('checkbox', { name: 'Medications' }).check();
    await page.getByRole('button', { name: /^Add / }).click();
    await chooseMedication(page);
    const medicationName = await page.getByRole('textbox', { name: /^Name/ }).inputValue();
    expect(medicationName).not.toBe('');
    await page.getByRole('textbox', { name: /^Dosage/ }).fill('1 drop 4 times daily');
    await page.getByRole('radio', { name: 'OU (both)' }).check();
    await saveAndProceed(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm Save' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor();

    // Today's list: Completed.
    await page.getByRole('link', { name: 'Attend to Next Patient' }).click();
    await page.waitForURL(`${env.app.baseUrl}/appointments`);
    const row = page.getByRole('row').filter({ hasText: `${PATIENT.first} ${PATIENT.last}` });
    await expect.poll(() => row.getByRole('cell', { name: 'Completed', exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // Dashboard counts moved: one pending fewer, one completed more, today's the same.
    await page.goto(`${env.app.baseUrl}/`);
    await expect.poll(() => dashboardCounts(page), { timeout: 15_000 }).toEqual({
      "Today's Appointments": before["Today's Appointments"],
      'Pending Appointments': before['Pending Appointments']! - 1,
      'Completed Appointments': before['Completed Appointments']! + 1,
    });

    // View More: all nine sections with the values typed.
    const access = await accessTokenOf(env.app.baseUrl, 'student');
    const appointment = (await (
      await fetch(`${env.app.baseUrl}/api/clients/api/appointments/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { patient: number };
    await page.goto(`${env.app.baseUrl}/patients-details?id=${appointment.patient}`);
    await page.getByRole('heading', { level: 1, name: `${PATIENT.first} ${PATIENT.last}` }).waitFor();
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('button', { name: /^View More/ }).first().click();
    const records = page.getByRole('dialog', { name: /^Appointment of / });
    const sections: [string, string[]][] = [
      ['Case History', ['Blurred vision when reading for two months', 'Headache', 'Frontal, evenings']],
      ['Oculo-Medical History', ['1 - 3 years', 'Metformin', '500 mg twice daily', 'Penicillin', 'Smoking', 'Diabetes mellitus', 'Type 2 since 2015', 'Spectacle wear', 'Since childhood', 'Diabetes', 'Mother', 'Glaucoma', 'Father']],
      ['Visual Acuity', ['Snellen', '6/9', '6/12', 'Came with a prescription?']],
      ['Externals', ['Lids', 'Normal position', 'Grading: 2', 'Slight lid lag']],
      ['Internals', ['Optic disc', 'Vertical C/D ratio', 'Grading: 3', 'Cup disc ratio 0.4']],
      ['Refraction', ['Retinoscopy', '-1.25', '-1.00', '-0.50', '90', '-1.50', '6/6']],
      ['Extra Test', ['OCT', 'Attached file', 'Macula flat', 'Tonometry', 'Applanation', '14', '16', '10:30']],
      ['Diagnosis', ['Myopia; rule out keratoconus', 'H52.1 — Myopia', 'Spectacles for distance', 'OU (both)', 'H40.11 — Primary open-angle glaucoma', 'Review IOP in 3 months', 'OD (right)', 'Family history of glaucoma?']],
      ['Management', ['Spectacles', '-1.50', '-1.25', medicationName, '1 drop 4 times daily', 'OU (both)']],
    ];
    for (const [title, values] of sections) {
      await records.getByRole('tab', { name: title, exact: true }).click();
      await seeAll(records.getByRole('tabpanel'), title, values);
    }
  });
});

