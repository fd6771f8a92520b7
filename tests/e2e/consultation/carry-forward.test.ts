import { describe, expect, it } from 'vitest';
import { adapters } from '../../../src/api/adapters';
import { formatDate } from '../../../src/lib/display-dates';
import { accessTokenOf, clinicToday, createPatientByApi, sectionSavePath } from '../support/api-seed';
import { consultationTab, saveAndProceed, tabCompleted } from '../support/consultation-steps';
import { blockingViolations, expectNone } from '../a11y/axe';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };

/** hadmin books `patient` on `date`; answers the appointment id. */
async function book(patient: number, date: string, type: 'New' | 'Review'): Promise<number> {
  const booked = await apiAs<{ id: number }>(env.app.baseUrl, 'hadmin', 'POST', '/clients/api/appointments/', {
    patient,
    appointment_date: date,
    appointment_type: type,
    status: 'Scheduled',
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.id;
}

/** The id of a case-history condition by category and name, as the reference data answers it. */
async function conditionId(category: string, name: string): Promise<number> {
  const listed = await apiAs<{ id: number; name: string }[]>(env.app.baseUrl, 'student', 'GET', `/tests/conditions?category=${category}`);
  const found = listed.body.find((condition) => condition.name === name);
  if (!found) throw new Error(`No condition "${name}" in ${category}`);
  return found.id;
}

/**
 * A patient whose first visit recorded a full history with a Penicillin allergy, through the API, and a Review
 * booked after it (both today: the server books no day in the past). Answers the ids.
 */
async function patientWithEarlierHistory(): Promise<{ patient: number; first: number; review: number }> {
  const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
  const patient = await createPatientByApi(env.app.baseUrl, access, { first: 'Adwoa', last: 'Carryforward', phone: '0245550777' });
  const first = await book(patient, clinicToday(), 'New');
  const review = await book(patient, clinicToday(), 'Review');
  const present = async (category: string, name: string) => [
    { condition: await conditionId(category, name), affected_eye: null, field_type: 'checkbox', value: 'true' },
  ];
  const history = {
    first_history: true,
    last_eye_examination: 'Never',
    drug_entries: [{ name: 'Timolol 0.5%', notes: 'One drop twice daily' }],
    allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
    social_entries: [{ name: 'Smoking', notes: '5 a day' }],
    medical_history: await present('medical_history', 'No significant medical history'),
    ocular_history: await present('ocular_history', 'None known'),
    family_medical_history: await present('family_medical_history', 'None known'),
    family_ocular_history: await present('family_ocular_history', 'None known'),
  };
  const payload = adapters['oculo-medical-history']!.toPayload(history, { appointmentId: first, patientId: patient });
  const saved = await apiAs(env.app.baseUrl, 'student', 'POST', sectionSavePath('oculo-medical-history', first), payload);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { patient, first, review };
}

describe('Carry forward and the allergy banner (as student)', () => {
  it("a Review visit shows the allergy banner, starts the history from the first visit's lists, and saves it as today's", async () => {
    const { patient, review } = await patientWithEarlierHistory();
    // The page's CSP would refuse axe-core's injected script: this context bypasses it.
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT, { bypassCSP: true });
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/consultation/${review}`);

    // The banner in the consultation header, whatever the tab.
    const alerts = page.getByRole('region', { name: 'Patient alerts' });
    await expect.poll(() => alerts.textContent(), WAIT).toContain('Allergies: Penicillin');

    await consultationTab(page, 'Oculo-Medical History').click();
    await page.getByText(`Carried forward from ${formatDate(clinicToday())}`, { exact: false }).waitFor(WAIT);
    const allergies = page.getByRole('region', { name: 'Allergies' });
    const drugs = page.getByRole('region', { name: 'Drug history' });
    expect(await allergies.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Penicillin');
    expect(await drugs.getByRole('textbox', { name: /Name/ }).inputValue()).toBe('Timolol 0.5%');
    expect(await page.getByRole('group', { name: 'Family ocular history' }).getByText('None known').count()).toBeGreaterThan(0);
    expectNone(await blockingViolations(page, 'carried-forward history with the allergy banner'));
    // Not carried: the last eye examination is asked again; everything carried stays editable.
    expect(await page.getByRole('combobox', { name: 'Last eye examination' }).inputValue()).toBe('');
    await allergies.getByRole('button', { name: 'Add Allergies' }).click();
    await allergies.getByRole('textbox', { name: /Name/ }).nth(1).fill('Latex');

    await page.getByRole('combobox', { name: 'Last eye examination' }).selectOption('3 - 6 months');
    await saveAndProceed(page);
    await tabCompleted(page, 'Oculo-Medical History');
    await expect.poll(() => consultationTab(page, 'Visual Acuity').getAttribute('aria-selected'), WAIT).toBe('true');
    // The banner follows the saved history, on the next tab too.
    await expect.poll(() => alerts.textContent(), WAIT).toContain('Allergies: Penicillin, Latex');

    // Stored as a new record of this appointment, with the carried lists.
    const latest = await apiAs<Record<string, unknown>>(env.app.baseUrl, 'student', 'GET', `/tests/api/patient-history/latest/?patient=${patient}`);
    expect(latest.body).toMatchObject({
      appointment: review,
      last_eye_examination: '3 - 6 months',
      allergies: ['Penicillin', 'Latex'],
      drug_history: ['Timolol 0.5%'],
      social_history: ['Smoking'],
    });

    // Patient details shows the banner too.
    await page.goto(`${env.app.baseUrl}/patients-details?id=${patient}`);
    await expect.poll(() => page.getByRole('region', { name: 'Patient alerts' }).textContent(), WAIT).toContain('Allergies: Penicillin, Latex');
    expectNone(await blockingViolations(page, 'patient details with the allergy banner'));
  });
});
