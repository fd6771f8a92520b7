/**
 * Issue 12, the lecturer's side in Chromium: a consultation `student` completed through the API waits in
 * `lecturer`'s Pending Reviews; the lecturer opens it, marks two sections (the badges show the averages), grades it
 * with the rubric (an invalid score corrected, the totals live) and approves it; the timeline shows every step.
 */
import { describe, expect, it } from 'vitest';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs, fillRubric, giveMarksOnScreen, submittedCaseByApi, timelineSteps } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };

describe("The lecturer's review of a case (issue 12)", () => {
  it('Pending Reviews → the case → marks on two sections → rubric grading → Approve, with the timeline', async () => {
    const me = await apiAs<{ id: number }>(env.app.baseUrl, 'lecturer', 'GET', '/auth/auth/users/me/');
    const appointmentId = await submittedCaseByApi(env.app.baseUrl, { first: 'Yaw', last: 'Marks', phone: '0245551301' }, me.body.id);
    const patientName = 'Yaw Marks';

    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.goto(`${env.app.baseUrl}/pending-reviews`);
    await page.getByRole('heading', { level: 1, name: 'Pending Reviews' }).waitFor();
    expect(await page.getByRole('button', { name: 'My reviews' }).getAttribute('aria-pressed')).toBe('true');
    const open = page.getByRole('link', { name: `Open the case of ${patientName}` });
    const row = page.getByRole('row').filter({ has: open });
    await expect.poll(() => row.innerText(), WAIT).toContain('Myopia');
    expect(await row.innerText()).toMatch(/\b\d+ min\b|\b\d+ h\b/);
    await page.getByRole('button', { name: 'All reviews' }).click();
    await open.waitFor();
    await open.click();
    await page.waitForURL(`${env.app.baseUrl}/reviews/${appointmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Case Review' }).waitFor();
    await expect.poll(() => page.locator('.case-review-header').innerText(), WAIT).toContain(patientName);

    // Marks for two sections: each badge shows the section's average.
    await giveMarksOnScreen(page, 'Case History', '62.5', 'History lacks onset and duration.');
    await giveMarksOnScreen(page, 'Refraction', '80', 'Sound refraction.');
    expect(await page.getByRole('region', { name: 'Visual Acuity', exact: true }).locator('.consultation-badge span').textContent()).toBe('--');

    // The rubric: Approve waits for a grade; an invalid score is refused, then corrected; the totals follow live.
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    const grading = page.getByRole('region', { name: 'Final grading' });
    const caseHistory = grading.getByRole('spinbutton', { name: 'Case History', exact: true });
    await caseHistory.fill('-1');
    await grading.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => grading.innerText(), WAIT).toContain('Invalid number');
    await fillRubric(grading);
    await expect.poll(() => grading.getByRole('status', { name: 'Section A (procedures) total' }).textContent(), WAIT).toContain('54.5 / 65');
    await expect.poll(() => grading.getByRole('status', { name: 'Grand total' }).textContent(), WAIT).toContain('86.5 / 100');
    await grading.getByRole('button', { name: 'Submit' }).click();
    await grading.getByRole('button', { name: 'Change Grade' }).waitFor(WAIT);
    const recorded = await apiAs<{ current: { total: number; scores: Record<string, Record<string, number>> } }>(
      env.app.baseUrl,
      'lecturer',
      'GET',
      `/grading/${appointmentId}/`,
    );
    expect(recorded.body.current.total).toBe(86.5);
    expect(recorded.body.current.scores.section_a?.case_history).toBe(4.5);

    // Approve.
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect.poll(() => approve.isEnabled(), WAIT).toBe(true);
    await approve.click();
    await page.getByText('This case is approved.').waitFor(WAIT);
    const review = await apiAs<{ status: string }>(env.app.baseUrl, 'lecturer', 'GET', `/reviews/${appointmentId}/`);
    expect(review.body.status).toBe('approved');

    const steps = await timelineSteps(page.getByRole('list', { name: 'Timeline' }));
    const expected = ['Submitted for review', 'Marked Case History: 62.5', 'Marked Refraction: 80', 'Graded: 86.5', 'Approved'];
    let from = 0;
    for (const text of expected) {
      const at = steps.findIndex((step, index) => index >= from && step.includes(text));
      expect(at, `${text} in ${JSON.stringify(steps)}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
    expect(steps.find((step) => step.includes('Marked Case History'))).toContain('History lacks onset and duration.');

    // Gone from the queue once approved.
    await page.goto(`${env.app.baseUrl}/pending-reviews`);
    await page.getByRole('heading', { level: 1, name: 'Pending Reviews' }).waitFor();
    await page.getByRole('button', { name: 'All reviews' }).click();
    await expect.poll(() => page.getByRole('link', { name: `Open the case of ${patientName}` }).count(), WAIT).toBe(0);
  });
});
