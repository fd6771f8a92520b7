/** Teaching (issue 12) helpers for e2e tests: API calls as a demo user, a case submitted for review, the lecturer's screens. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import spheresOnly from '../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { counsellingPlanBody } from '../../fixtures/management-plan';
import { accessTokenOf, appointmentTodayFor, sectionSavePath, type ApiPatient } from './api-seed';
import { RUBRIC_SCORES } from '../../fixtures/rubric-scores';
import { adapters } from '../../../src/api/adapters';

export { RUBRIC_SCORES };

const WAIT = { timeout: 15_000 };

/** A call to the API as `username` (a demo user); answers the status and the decoded body. */
export async function apiAs<T = unknown>(baseUrl: string, username: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const access = await accessTokenOf(baseUrl, username);
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * A consultation booked for today whose refraction and diagnosis ('Myopia' as the differential, with `finalDiagnoses`
 * when given) `student` has recorded through the API: what is left is the management plan and completing it.
 * Answers the appointment id.
 */
export async function recordedCaseByApi(baseUrl: string, patient: ApiPatient, finalDiagnoses: unknown[] = []): Promise<number> {
  const appointment = await appointmentTodayFor(baseUrl, patient);
  const saves = [
    await apiAs(baseUrl, 'student', 'POST', sectionSavePath('refraction', appointment), adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: appointment })),
    await apiAs(baseUrl, 'student', 'POST', sectionSavePath('diagnosis', appointment), { appointment, differential_diagnosis: 'Myopia', final_diagnoses: finalDiagnoses }),
  ];
  expect(saves.map((save) => save.status)).toEqual([201, 201]);
  return appointment;
}

/**
 * A consultation `student` records and completes through the API — refraction, diagnosis ('Myopia' as the
 * differential, with `finalDiagnoses` when given) and a counselling plan — which submits it for review (to
 * `supervisor` when given, else the default lecturer). Answers the appointment id.
 */
export async function submittedCaseByApi(baseUrl: string, patient: ApiPatient, supervisor?: number, finalDiagnoses: unknown[] = []): Promise<number> {
  const appointment = await recordedCaseByApi(baseUrl, patient, finalDiagnoses);
  const saves = [
    await apiAs(baseUrl, 'student', 'POST', sectionSavePath('management', appointment), counsellingPlanBody()),
    await apiAs(baseUrl, 'student', 'PATCH', `/clients/api/${appointment}/complete/`, supervisor === undefined ? {} : { supervisor }),
  ];
  expect(saves.map((save) => save.status)).toEqual([201, 200]);
  return appointment;
}

/** On /reviews/{appointment}: gives a section marks in the 'Section marks' dialog and waits for its badge to show `average`. */
export async function giveMarksOnScreen(page: Page, title: string, marks: string, remarks: string, average = marks) {
  const region = page.getByRole('region', { name: title, exact: true });
  await region.getByRole('button', { name: `Give Marks for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Section marks' });
  await dialog.getByRole('spinbutton', { name: /Marks/ }).fill(marks);
  await dialog.getByRole('textbox', { name: /Remarks/ }).fill(remarks);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => region.locator('.consultation-badge span').textContent(), WAIT).toBe(average);
}

/** Types `scores` (by item title) into a rubric form. */
export async function fillRubric(form: Locator, scores: Readonly<Record<string, string>> = RUBRIC_SCORES) {
  for (const [name, value] of Object.entries(scores)) await form.getByRole('spinbutton', { name, exact: true }).fill(value);
}

/** The texts of a timeline's steps, oldest first. */
export const timelineSteps = (timeline: Locator) => timeline.getByRole('listitem').allInnerTexts();
