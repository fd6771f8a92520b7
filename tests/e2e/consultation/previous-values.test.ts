import { describe, expect, it } from 'vitest';
import vaFirstVisit from '../../../schemas/visual-acuity/fixtures/valid-snellen-unaided-only.json';
import { adapters } from '../../../src/api/adapters';
import { formatDate } from '../../../src/lib/display-dates';
import { counsellingPlanBody } from '../../fixtures/management-plan';
import { clinicToday, sectionSavePath } from '../support/api-seed';
import { consultationTab } from '../support/consultation-steps';
import { description } from '../support/accessible';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs, recordedCaseByApi } from '../support/teaching';

const env = startAppAndBrowser();

/**
 * A first visit recorded and completed through the API with its VA (OD 6/6, OS 6/9) and a tonometry test, and a
 * second visit booked after it: answers the patient and the second appointment.
 */
async function secondVisit(): Promise<{ patient: number; appointment: number }> {
  const base = env.app.baseUrl;
  const first = await recordedCaseByApi(base, { first: 'Abena', last: 'Followup', phone: '0245550177' });
  const va = adapters['visual-acuity']!.toPayload(vaFirstVisit as never, { appointmentId: first });
  const tonometry = { appointment: first, name: 'Tonometry', method: 'Applanation', iop_od: 15, iop_os: 17 };
  const saves = [
    await apiAs(base, 'student', 'POST', sectionSavePath('visual-acuity', first), va),
    await apiAs(base, 'student', 'POST', sectionSavePath('extra-test', first), tonometry),
    await apiAs(base, 'student', 'POST', sectionSavePath('management', first), counsellingPlanBody()),
    await apiAs(base, 'student', 'PATCH', `/clients/api/${first}/complete/`, {}),
  ];
  expect(saves.map((save) => save.status)).toEqual([201, 201, 201, 200]);
  const { body } = await apiAs<{ patient: number }>(base, 'hadmin', 'GET', `/clients/api/appointments/${first}/`);
  const booked = await apiAs<{ id: number }>(base, 'hadmin', 'POST', '/clients/api/appointments/', {
    patient: body.patient,
    appointment_date: clinicToday(),
    appointment_type: 'Review',
    status: 'Scheduled',
  });
  expect(booked.status).toBe(201);
  return { patient: body.patient, appointment: booked.body.id };
}

describe('the previous visit beside each value, and trends (as student)', () => {
  it("shows the first visit's VA and its date on the second visit, and the trends on patient details", async () => {
    const { patient, appointment } = await secondVisit();
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    const lastOn = `· ${formatDate(clinicToday())}`;

    await page.goto(`${env.app.baseUrl}/consultation/${appointment}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
    await consultationTab(page, 'Visual Acuity').click();
    await page.getByRole('radio', { name: 'Snellen' }).click();
    const unaided = page.getByRole('group', { name: 'Distance unaided' });
    const od = unaided.getByRole('combobox').first();
    const os = unaided.getByRole('combobox').nth(1);
    await od.waitFor();
    await expect.poll(() => description(od), { timeout: 15_000 }).toContain(`Last: 6/6 ${lastOn}`);
    expect(await description(os)).toContain(`Last: 6/9 ${lastOn}`);
    // A hint, not a value: the second visit's inputs stay empty.
    expect(await od.inputValue()).toBe('');

    await page.goto(`${env.app.baseUrl}/patients-details?id=${patient}`);
    await page.getByRole('tab', { name: 'Trends' }).click();
    await page.getByRole('img', { name: /Unaided distance visual acuity per eye, logMAR/ }).waitFor();
    await page.getByRole('img', { name: /Intraocular pressure per eye/ }).waitFor();
    // The tables are there for screen readers all along; 'Show as table' shows them in place of the charts.
    const vaTable = page.getByRole('table', { name: 'Unaided distance visual acuity by visit' });
    expect(await vaTable.getByRole('row').allInnerTexts()).toHaveLength(3);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await vaTable.waitFor({ state: 'visible' });
    expect(await page.getByRole('img', { name: /Unaided distance visual acuity per eye/ }).count()).toBe(0);
    const rows = (await vaTable.getByRole('row').allInnerTexts()).map((row) => row.split(/\s*\t\s*|\n/).filter(Boolean));
    expect(rows.slice(1)).toEqual([
      [formatDate(clinicToday()), 'OD', '6/6', '0.00'],
      [formatDate(clinicToday()), 'OS', '6/9', '0.18'],
    ]);
    const iopRows = await page.getByRole('table', { name: 'Intraocular pressure by visit' }).getByRole('row').allInnerTexts();
    expect(iopRows.slice(1).map((row) => row.split(/\s*\t\s*|\n/).filter(Boolean))).toEqual([
      [formatDate(clinicToday()), 'OD', '15', 'Applanation'],
      [formatDate(clinicToday()), 'OS', '17', 'Applanation'],
    ]);
  });
});
