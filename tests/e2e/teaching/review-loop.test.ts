/**
 * Issue 12, first "Done when": the review loop in Chromium. A student completes a consultation and submits it to
 * `lecturer`; the lecturer marks two sections and returns it naming one; the student corrects that section (the
 * others refuse edits, on screen and on the server) and resubmits; the lecturer grades with the rubric and approves;
 * both timelines show every step.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import differentialOnly from '../../../schemas/diagnosis/fixtures/valid-differential-only.json';
import spheresOnly from '../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { blockingViolations, expectNone, settled } from '../a11y/axe';
import { controlContrasts } from '../a11y/control-contrast';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { completeAtManagement, consultationTab, fillCaseHistory, saveAndProceed, seeText } from '../support/consultation-steps';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { RUBRIC_SCORES } from '../../fixtures/rubric-scores';
import { adapters } from '../../../src/api/adapters';

const env = startAppAndBrowser();
const LECTURER_NAME = 'Kwame Asante';
const WAIT = { timeout: 15_000 };

/** A call to the API as `username`; answers the status and the decoded body. */
async function apiAs(username: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const access = await accessTokenOf(env.app.baseUrl, username);
  const response = await fetch(`${env.app.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A signed-in page; the page's CSP would refuse axe-core's injected script, so the context bypasses it. */
async function signedIn(username: string): Promise<Page> {
  const page = await env.newPage(undefined, { bypassCSP: true });
  await loginThroughForm(page, env.app.baseUrl, username);
  return page;
}

/** The lecturer gives `section` marks in the 'Section marks' dialog and sees the section's badge show the average. */
async function giveMarks(page: Page, title: string, marks: string, remarks: string) {
  const region = page.getByRole('region', { name: title, exact: true });
  await region.getByRole('button', { name: `Give Marks for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Section marks' });
  await dialog.getByRole('spinbutton', { name: /Marks/ }).fill(marks);
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(remarks);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => region.locator('.consultation-badge span').textContent(), WAIT).toBe(marks);
}

/** Each text of `control` (`texts` of them) measures at least 4.5:1 against the background it is drawn on. */
async function expectReadable(control: Locator, texts: number) {
  await settled(control.page(), 'contrast');
  const measured = await controlContrasts(control);
  expect(measured, JSON.stringify(measured)).toHaveLength(texts);
  for (const text of measured) expect(text.ratio, JSON.stringify(text)).toBeGreaterThanOrEqual(4.5);
}

/** The steps' texts of a timeline list. */
const stepsOf = (timeline: Locator) => timeline.getByRole('listitem').allInnerTexts();

describe('The review loop (issue 12, Done when 1)', () => {
  it('complete → submit to lecturer → marks → return → correct → resubmit → grade → approve, with both timelines', async () => {
    const appointmentId = await appointmentTodayFor(env.app.baseUrl, { first: 'Abena', last: 'Review', phone: '0245551201' });
    const patientName = 'Abena Review';

    // The student: case history through the screen, refraction and diagnosis through the API, then the management plan and Confirm Save.
    const student = await signedIn('student');
    await student.goto(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await fillCaseHistory(student, { complaint: 'Blurred vision when reading', condition: 'Headache', detail: 'Frontal, evenings' });
    const refraction = adapters.refraction!.toPayload(spheresOnly as never, { appointmentId });
    expect((await apiAs('student', 'POST', `/tests/api/refraction/${appointmentId}/`, refraction)).status).toBe(201);
    const diagnosis = adapters.diagnosis!.toPayload(differentialOnly as never, { appointmentId });
    expect((await apiAs('student', 'POST', `/diagnosis/${appointmentId}/create/`, diagnosis)).status).toBe(201);
    await completeAtManagement(student, env.app.baseUrl, appointmentId);
    const supervisor = student.getByRole('combobox', { name: 'Supervising lecturer' });
    await expect.poll(() => supervisor.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), WAIT).toBe(LECTURER_NAME);
    await seeText(student, `Submitted for review to ${LECTURER_NAME}`);
    expectNone(await blockingViolations(student, 'Consultation Completed with the supervising lecturer'));
    // 'Attend to Next Patient', a link drawn as a solid button: its white text on its blue (issue "Main-path defects", 2).
    await expectReadable(student.getByRole('link', { name: 'Attend to Next Patient' }), 1);

    // The lecturer: Pending Reviews → the case; marks two sections (badges), returns it naming Case History.
    const lecturer = await signedIn('lecturer');
    await lecturer.goto(`${env.app.baseUrl}/pending-reviews`);
    await lecturer.getByRole('link', { name: `Open the case of ${patientName}` }).click();
    await lecturer.waitForURL(`${env.app.baseUrl}/reviews/${appointmentId}`);
    await giveMarks(lecturer, 'Case History', '62.5', 'History lacks onset and duration.');
    await giveMarks(lecturer, 'Refraction', '80', 'Sound refraction.');
    await lecturer.getByRole('button', { name: 'Return for Correction' }).click();
    const returning = lecturer.getByRole('dialog', { name: 'Return for Correction' });
    await returning.getByRole('textbox', { name: 'Remarks for the student' }).fill('Add onset and duration to the history.');
    await returning.getByRole('checkbox', { name: 'Case History' }).check();
    await returning.getByRole('button', { name: 'Return' }).click();
    await seeText(lecturer, 'Waiting for the student to resubmit the case.');

    // The student: Case Reviews shows the returned case with the remarks; Correct Case opens only Case History.
    await student.goto(`${env.app.baseUrl}/case-reviews`);
    const item = student.getByRole('article', { name: new RegExp(`^${patientName}`) });
    await seeText(item, 'Returned for correction');
    await seeText(item, 'Add onset and duration to the history.');
    await item.getByRole('link', { name: 'Correct Case' }).click();
    await student.waitForURL(`${env.app.baseUrl}/consultation/${appointmentId}`);
    await student.getByRole('heading', { name: `Returned for correction by ${LECTURER_NAME}` }).waitFor();
    expectNone(await blockingViolations(student, 'returned consultation'));
    // 'Sections to correct': buttons drawn as links, blue text on the banner's background.
    const banner = student.getByRole('region', { name: `Returned for correction by ${LECTURER_NAME}` });
    await expectReadable(banner.getByRole('button', { name: 'Case History' }), 1);
    await consultationTab(student, 'Refraction').click();
    await seeText(student, 'Auto-refraction');
    expect(await student.getByRole('button', { name: 'Save and Proceed' }).count()).toBe(0);
    const refused = await apiAs('student', 'POST', `/tests/api/refraction/${appointmentId}/`, refraction);
    expect(refused.status).toBe(409);
    await consultationTab(student, 'Case History').click();
    const complaint = student.getByRole('textbox', { name: 'Chief complaint' });
    await complaint.fill('Blurred vision when reading, for two months, worse in the evening');
    await saveAndProceed(student);
    await expect.poll(() => consultationTab(student, 'Oculo-Medical History').getAttribute('aria-selected'), WAIT).toBe('true');
    const history = (await apiAs('student', 'GET', `/tests/api/case-history/${appointmentId}/`)).body as { chief_complaint: string };
    expect(history.chief_complaint).toBe('Blurred vision when reading, for two months, worse in the evening');
    await student.getByRole('button', { name: 'Resubmit for Review' }).click();
    await student.waitForURL(`${env.app.baseUrl}/case-reviews`);
    await seeText(student.getByRole('article', { name: new RegExp(`^${patientName}`) }), 'Waiting for review');

    // The lecturer: the rubric (one invalid score corrected, live totals), Submit, Approve.
    await lecturer.goto(`${env.app.baseUrl}/reviews/${appointmentId}`);
    const grading = lecturer.getByRole('region', { name: 'Final grading' });
    const caseHistoryScore = grading.getByRole('spinbutton', { name: 'Case History' });
    await caseHistoryScore.fill('-1');
    await grading.getByRole('button', { name: 'Submit' }).click();
    await seeText(grading, 'Invalid number');
    for (const [name, value] of Object.entries(RUBRIC_SCORES)) await grading.getByRole('spinbutton', { name }).fill(value);
    await expect.poll(() => grading.getByRole('status', { name: 'Grand total' }).textContent(), WAIT).toContain('86.5 / 100');
    await grading.getByRole('button', { name: 'Submit' }).click();
    await grading.getByRole('button', { name: 'Change Grade' }).waitFor();
    const stored = (await apiAs('lecturer', 'GET', `/grading/${appointmentId}/`)).body as { current: { total: number } };
    expect(stored.current.total).toBe(86.5);
    await lecturer.getByRole('button', { name: 'Approve' }).click();
    await seeText(lecturer, 'This case is approved.');

    // Both timelines show every step.
    const expected = [
      'Submitted for review',
      'Marked Case History: 62.5',
      'Marked Refraction: 80',
      'Returned for correction: Case History',
      'Resubmitted for review',
      'Graded: 86.5',
      'Approved',
    ];
    const lecturerSteps = await stepsOf(lecturer.getByRole('list', { name: 'Timeline' }));
    for (const step of expected) expect(lecturerSteps.some((text) => text.includes(step)), step).toBe(true);
    await student.goto(`${env.app.baseUrl}/case-reviews`);
    const approved = student.getByRole('article', { name: new RegExp(`^${patientName}`) });
    await seeText(approved, 'Approved');
    await seeText(approved, '86.5');
    await approved.getByRole('button', { name: 'Show Timeline' }).click();
    const studentTimeline = approved.getByRole('list', { name: 'Timeline' });
    await studentTimeline.waitFor();
    const studentSteps = await stepsOf(studentTimeline);
    expectNone(await blockingViolations(student, 'Case Reviews with a timeline'));
    for (const step of expected) expect(studentSteps.some((text) => text.includes(step)), step).toBe(true);
    expect(studentSteps.some((text) => text.includes('Add onset and duration to the history.'))).toBe(true);
  }, 180_000);
});
