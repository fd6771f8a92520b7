// Issue 22, items 4 and 5, in Chromium against the built app: 'All normal (OU)' on an external group records the
// group's normal findings for both eyes, leaving the other conditions editable; the saved findings read back in the
// tab and in the patient's View More summary for both eyes. The cup-to-disc ratio per eye saves, reads back in the
// tab and the summary, and travels on each item of the spec's internal observations list. Each open group shows the
// meaning of the grades.
import { describe, expect, it } from 'vitest';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { consultationTab, saveAndProceed, seeAll, tabCompleted } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

const PATIENT = { first: 'Kofi', last: 'Allnormal', phone: '0245550922' };

describe("'All normal (OU)' and the cup-to-disc ratio (as student)", () => {
  it('records a group normal for both eyes with an exception, and a cup-to-disc ratio per eye; both save and read back', { timeout: 180_000 }, async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, PATIENT);
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();

    // Externals: Lids all normal in one click, then one exception graded; the legend says what the grade means.
    await consultationTab(page, 'Externals').click();
    const externals = page.getByRole('tabpanel', { name: 'Externals' });
    await externals.getByRole('group', { name: 'Lids' }).getByRole('button', { name: 'All normal (OU)' }).click();
    expect(await externals.getByRole('button', { name: 'Lids', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await externals.getByRole('checkbox', { name: 'Normal position OD present' }).isChecked()).toBe(true);
    expect(await externals.getByRole('checkbox', { name: 'Normal position OS present' }).isChecked()).toBe(true);
    await seeAll(externals, 'Externals', ['Grades: 1 Minimal · 2 Mild · 3 Moderate · 4 Marked · 5 Severe · NA Not applicable']);
    await externals.getByRole('radiogroup', { name: 'Dermatochalasis OS grading' }).getByRole('radio', { name: '2' }).click();
    await saveAndProceed(page);
    await tabCompleted(page, 'Externals');

    // Internals: the cup-to-disc ratio per eye (a number, not a grade), beside the optic disc findings.
    await expect.poll(() => consultationTab(page, 'Internals').getAttribute('aria-selected')).toBe('true');
    const internals = page.getByRole('tabpanel', { name: 'Internals' });
    await internals.getByRole('group', { name: 'Optic disc' }).getByRole('button', { name: 'All normal (OU)' }).click();
    await internals.getByRole('spinbutton', { name: 'Cup-to-disc ratio OD' }).fill('0.35');
    await internals.getByRole('spinbutton', { name: 'Cup-to-disc ratio OS' }).fill('0.4');
    await saveAndProceed(page);
    await tabCompleted(page, 'Internals');

    // Read back in the tabs after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
    await consultationTab(page, 'Externals').click();
    await page.getByRole('tabpanel', { name: 'Externals' }).getByRole('button', { name: 'Lids', exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Normal position OS present' }).isChecked()).toBe(true);
    await consultationTab(page, 'Internals').click();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Cup-to-disc ratio OD' }).inputValue()).toBe('0.35');
    expect(await page.getByRole('spinbutton', { name: 'Cup-to-disc ratio OS' }).inputValue()).toBe('0.4');

    // The spec's read shape: internal observations stay a list; the ratio is on each item.
    const access = await accessTokenOf(env.app.baseUrl, 'student');
    const read = (await (
      await fetch(`${env.app.baseUrl}/api/tests/api/internal-observations/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { condition_name: string; affected_eye: string; cup_disc_ratio_od: number; cup_disc_ratio_os: number }[];
    expect(Array.isArray(read)).toBe(true);
    expect(read.length).toBeGreaterThan(0);
    for (const item of read) expect(item).toMatchObject({ cup_disc_ratio_od: 0.35, cup_disc_ratio_os: 0.4 });
    expect(read.filter((item) => item.condition_name === 'Colour').map((item) => item.affected_eye).sort()).toEqual(['OD', 'OS']);

    // The read-only summary (View More): the normal findings for both eyes, the exception, and the ratio per eye.
    const appointment = (await (
      await fetch(`${env.app.baseUrl}/api/clients/api/appointments/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { patient: number };
    await page.goto(`${env.app.baseUrl}/patients-details?id=${appointment.patient}`);
    await page.getByRole('heading', { level: 1, name: `${PATIENT.first} ${PATIENT.last}` }).waitFor();
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('button', { name: /^View More/ }).first().click();
    const records = page.getByRole('dialog', { name: /^Appointment of / });
    await records.getByRole('tab', { name: 'Externals', exact: true }).click();
    const externalSummary = records.getByRole('tabpanel');
    await seeAll(externalSummary, 'Externals', ['Lids', 'Normal position', 'Present: Yes', 'Dermatochalasis', 'Grading: 2']);
    // Both eyes, on the condition's own row.
    expect(await externalSummary.innerText()).toMatch(/Normal position\s+OD \(right eye\)\s+Present: Yes\s+OS \(left eye\)\s+Present: Yes/);
    await records.getByRole('tab', { name: 'Internals', exact: true }).click();
    await seeAll(records.getByRole('tabpanel'), 'Internals', ['Optic disc', 'Colour', 'Pink / healthy', 'Cup-to-disc ratio OD', '0.35', 'Cup-to-disc ratio OS', '0.4']);
  });
});
