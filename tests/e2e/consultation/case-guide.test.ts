/**
 * The Case Management Guide tab (issue 22): before any diagnosis it says none is recorded; once a diagnosis with a
 * glaucoma code is saved, it shows the glaucoma guide (H40-H42) with its assessment, management, referral criteria
 * and patient advice.
 */
import { describe, expect, it } from 'vitest';
import { appointmentTodayFor } from '../support/api-seed';
import { consultationTab, saveAndProceed } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };

describe('Case Management Guide (as student)', () => {
  it('shows the glaucoma guide once a diagnosis with a glaucoma code is saved', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Esi', last: 'Guide', phone: '0245550733' });
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);

    await consultationTab(page, 'Case Management Guide').click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No diagnosis is recorded yet.', { exact: false }).waitFor(WAIT);

    await page.evaluate((id) => localStorage.setItem(`consultation-${id}-flowStep`, 'diagnosis'), appointmentId);
    await page.reload();
    await page.getByRole('textbox', { name: /Differential diagnosis/ }).fill('Primary open-angle glaucoma; ocular hypertension');
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    await search.fill('H40.11');
    await search.press('Enter');
    const glaucoma = page.getByRole('group', { name: /^H40\.11 — / });
    await glaucoma.getByRole('textbox', { name: /Management plan/ }).fill('Refer to the glaucoma clinic');
    await glaucoma.getByRole('radio', { name: 'OU (both)' }).click();
    await saveAndProceed(page);
    await page.getByRole('checkbox', { name: 'Counselling' }).waitFor(WAIT);

    // Back to diagnosis, back to the consultation step, then the guide tab.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('combobox', { name: 'Search diagnosis codes' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Back' }).click();
    await consultationTab(page, 'Case Management Guide').click();

    const guide = page.getByRole('region', { name: 'Glaucoma (H40-H42)' });
    await guide.waitFor(WAIT);
    expect(await guide.getByText('For: H40.11 — Primary open-angle glaucoma').count()).toBe(1);
    const parts = await guide.getByRole('heading', { level: 4 }).allTextContents();
    expect(parts).toEqual(['Assessment', 'Management', 'Referral criteria', 'Patient advice']);
    expect(await guide.textContent()).toContain('acute angle closure');
    expect(await page.getByRole('region', { name: /Disorders of lens/ }).count()).toBe(0);
  });
});
