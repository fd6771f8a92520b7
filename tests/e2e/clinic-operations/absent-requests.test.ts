// Issue 13, Done-when 2, in Chromium against the built app: a student makes absent requests through 'Make Request';
// the lecturer approves one and declines the other, each after confirming; the Approved and Rejected tabs show who
// actioned each and when; the student can approve nothing (no buttons, and the server refuses a PUT). axe-core checks
// the screen, the dialog and the confirmation on the way.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { blockingViolations, expectNone } from '../a11y/axe';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';

const env = startAppAndBrowser();
const WAIT = { timeout: 15_000 };
const LECTURER = 'Kwame Asante';
const STUDENT = 'Efua Boateng';
const TO_BEFORE_FROM = 'To date cannot be before from date.';
// '24 Nov 2026, 09:30' (en-GB, medium date, short time), as the screen shows a moment.
const DATE_TIME = /\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/;

interface Listed {
  id: number;
  reason: string;
  status: string;
  actioned_by: string | null;
  actioned_at: string | null;
  can_action: boolean;
}

/** A page with axe-core allowed in (the app's CSP would refuse its injected script). */
async function signedIn(username: string): Promise<Page> {
  const page = await env.newPage({ width: 1366, height: 900 }, { bypassCSP: true });
  await loginThroughForm(page, env.app.baseUrl, username);
  await page.goto(`${env.app.baseUrl}/absent-request`);
  await page.getByRole('heading', { level: 1, name: 'Absent Request' }).waitFor(WAIT);
  return page;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowOf = (scope: Locator, reason: string) => scope.getByRole('row').filter({ hasText: reason });

async function makeRequest(page: Page, from: string, to: string, reason: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Make Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Request' });
  await dialog.getByLabel(/^From date/).fill(from);
  await dialog.getByLabel(/^To date/).fill(to);
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  return dialog;
}

describe('absent requests in Chromium', () => {
  it('student requests, lecturer approves one and declines one after confirming, the tabs show who and when', async () => {
    const found: string[] = [];
    const axe = async (page: Page, state: string) => found.push(...(await blockingViolations(page, state)));

    // The student: a refused request first (to before from), corrected in the same dialog, then a second request.
    const student = await signedIn('student');
    await table(student, 'Pending requests').getByText('No pending requests.').waitFor(WAIT);
    await axe(student, 'student /absent-request empty');
    // The refusal: the message under To date, and the same in a toast (what to fix), not a contradicting failure.
    const first = await makeRequest(student, '2026-12-10', '2026-12-08', 'Family wedding in Kumasi');
    await first.getByText(TO_BEFORE_FROM).waitFor(WAIT);
    await expect.poll(() => student.getByText(TO_BEFORE_FROM, { exact: true }).count(), WAIT).toBe(2);
    expect(await student.getByText('Failed to submit request').count()).toBe(0);
    expect(await first.getByLabel(/^Reason/).inputValue()).toBe('Family wedding in Kumasi');
    await axe(student, 'student Make Request refused');
    await first.getByLabel(/^To date/).fill('2026-12-11');
    await first.getByRole('button', { name: 'Submit Request' }).click();
    await student.getByText('Request submitted').first().waitFor(WAIT);
    await expect.poll(() => first.count(), WAIT).toBe(0);
    // After the successful retry no failure toast is left on screen.
    await expect.poll(() => student.getByText(TO_BEFORE_FROM).count(), WAIT).toBe(0);
    expect(await student.getByText('Failed to submit request').count()).toBe(0);
    expect(await student.getByText('Request submitted').first().isVisible()).toBe(true);
    await rowOf(table(student, 'Pending requests'), 'Family wedding in Kumasi').waitFor(WAIT);

    const second = await makeRequest(student, '2026-12-20', '2026-12-20', 'Driving test');
    await expect.poll(() => second.count(), WAIT).toBe(0);
    const pendingForStudent = table(student, 'Pending requests');
    await rowOf(pendingForStudent, 'Driving test').waitFor(WAIT);
    // Nothing for the student to approve or decline, not even their own requests.
    expect(await pendingForStudent.getByRole('button').count()).toBe(0);
    expect(await student.getByRole('button', { name: /^(Approve|Decline)/ }).count()).toBe(0);

    // The lecturer approves the first after confirming.
    const lecturer = await signedIn('lecturer');
    const pending = table(lecturer, 'Pending requests');
    const wedding = rowOf(pending, 'Family wedding in Kumasi');
    await wedding.waitFor(WAIT);
    expect(await wedding.innerText()).toContain(STUDENT);
    await axe(lecturer, 'lecturer /absent-request pending');
    await wedding.getByRole('button', { name: /^Approve the request of / }).click();
    const approve = lecturer.getByRole('dialog', { name: 'Approve request' });
    await approve.waitFor(WAIT);
    expect(await approve.innerText()).toContain(`${STUDENT}, 10 Dec 2026 to 11 Dec 2026`);
    await axe(lecturer, 'lecturer Approve confirmation');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await lecturer.getByText('Request approved').first().waitFor(WAIT);
    await expect.poll(() => wedding.count(), WAIT).toBe(0);

    // A Decline cancelled changes nothing; confirmed, it declines.
    const driving = rowOf(pending, 'Driving test');
    await driving.getByRole('button', { name: /^Decline the request of / }).click();
    const decline = lecturer.getByRole('dialog', { name: 'Decline request' });
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => decline.count(), WAIT).toBe(0);
    expect(await driving.count()).toBe(1);
    await driving.getByRole('button', { name: /^Decline the request of / }).click();
    await decline.getByRole('button', { name: 'Decline', exact: true }).click();
    await lecturer.getByText('Request declined').first().waitFor(WAIT);
    await pending.getByText('No pending requests.').waitFor(WAIT);

    // Who actioned each, and when: the lecturer's tabs and, after a reload, the student's.
    const listed = await apiAs<Listed[]>(env.app.baseUrl, 'student', 'GET', '/absences/absent-requests/');
    expect(listed.status).toBe(200);
    const byReason = new Map(listed.body.map((entry) => [entry.reason, entry]));
    expect(byReason.get('Family wedding in Kumasi')).toMatchObject({ status: 'approved', actioned_by: LECTURER, can_action: false });
    expect(byReason.get('Driving test')).toMatchObject({ status: 'rejected', actioned_by: LECTURER, can_action: false });

    for (const [page, who] of [
      [lecturer, 'lecturer'],
      [student, 'student'],
    ] as const) {
      if (page === student) {
        await student.reload();
        await student.getByRole('heading', { level: 1, name: 'Absent Request' }).waitFor(WAIT);
      }
      await tab(page, 'Approved').click();
      const approved = rowOf(table(page, 'Approved requests'), 'Family wedding in Kumasi');
      await approved.waitFor(WAIT);
      expect(await approved.innerText()).toContain(LECTURER);
      expect(await approved.innerText()).toMatch(DATE_TIME);
      expect(await approved.getByRole('button').count()).toBe(0);
      await axe(page, `${who} Approved tab`);

      await tab(page, 'Rejected').click();
      const rejected = rowOf(table(page, 'Rejected requests'), 'Driving test');
      await rejected.waitFor(WAIT);
      expect(await rejected.innerText()).toContain(LECTURER);
      expect(await rejected.innerText()).toMatch(DATE_TIME);
      expect(await rejected.getByRole('button').count()).toBe(0);
    }

    // The student cannot approve anything, the server says so too: a fresh pending request stays pending.
    const third = await apiAs<Listed>(env.app.baseUrl, 'student', 'POST', '/absences/absent-requests/', {
      from_date: '2027-01-05',
      to_date: '2027-01-06',
      reason: 'Exam leave',
    });
    expect(third.status).toBe(201);
    for (const id of [third.body.id, byReason.get('Driving test')!.id]) {
      const refused = await apiAs<{ detail: string }>(env.app.baseUrl, 'student', 'PUT', `/absences/absent-requests/${id}/`, { status: 'approved' });
      expect(refused.status).toBe(403);
      expect(typeof refused.body.detail).toBe('string');
    }
    await student.reload();
    await student.getByRole('heading', { level: 1, name: 'Absent Request' }).waitFor(WAIT);
    await rowOf(table(student, 'Pending requests'), 'Exam leave').waitFor(WAIT);
    expect(await student.getByRole('button', { name: /^(Approve|Decline)/ }).count()).toBe(0);
    const after = await apiAs<Listed[]>(env.app.baseUrl, 'student', 'GET', '/absences/absent-requests/');
    expect(after.body.find((entry) => entry.id === third.body.id)).toMatchObject({ status: 'pending', actioned_by: null });

    expectNone(found);
  }, 180_000);
});
