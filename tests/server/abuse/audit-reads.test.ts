/**
 * Reads of marks, gradings, reviews, the dispensary queue and patients (one patient, a search) are events of the
 * audit trail, answered and refused alike (and refused reads of sections and files, whose answered reads already were): who, which kind, whose record (the appointment's patient), and whether it
 * was `read` or `refused` (403, 404). One event per request; the search text is not kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedCase } from '../helpers/reviews';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['sysadmin', 'hadmin', 'lecturer', 'student', 'coordinator']) {
    tokens[user] = (await tokensFor(t.app, user)).access;
    ids[user] = (await t.app.repos.users.findByUsername(user))!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });

interface Event {
  action: string;
  record_kind: string;
  record_id: number | null;
  patient: number | null;
  appointment: number | null;
  user: { id: number };
}

/** The events of `user` newer than `after` (an event id), oldest first. */
async function eventsOf(user: string, after: number): Promise<Event[]> {
  const response = await get(`/api/audit/api/events/?user=${ids[user]}&page_size=100`, 'sysadmin');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as (Event & { id: number })[]).filter((event) => event.id > after).reverse();
}
async function lastEventId(): Promise<number> {
  const newest = (await get('/api/audit/api/events/?page_size=1', 'sysadmin')).json().results[0];
  return newest ? newest.id : 0;
}

/** Sends `url` as `user`, expects `status`, and answers the one event it left. */
async function oneEvent(url: string, user: string, status: number): Promise<Event> {
  const after = await lastEventId();
  const response = await get(url, user);
  expect(response.statusCode, `${url} as ${user}: ${response.body}`).toBe(status);
  const events = await eventsOf(user, after);
  expect(events, url).toHaveLength(1);
  return events[0]!;
}

describe('audited reads', () => {
  it('marks, grading and review of a case: each answered read and each refused one is an event naming the case and patient', async () => {
    const appointmentId = await submittedCase(t.app, tokens.student!);
    const patientId = (await t.app.repos.appointments.patientOf(appointmentId))!;
    const ofCase = { appointment: appointmentId, patient: patientId, record_id: null };
    for (const [kind, url] of [
      ['marks', `/api/marks/${appointmentId}/`],
      ['grading', `/api/grading/${appointmentId}/`],
      ['review', `/api/reviews/${appointmentId}/`],
    ] as const) {
      expect(await oneEvent(url, 'lecturer', 200)).toMatchObject({ ...ofCase, action: 'read', record_kind: kind, user: { id: ids.lecturer } });
      // The coordinator reads no records: refused by the permission table, and still logged.
      expect(await oneEvent(url, 'coordinator', 403)).toMatchObject({ ...ofCase, action: 'refused', record_kind: kind });
    }
    // An id that names no case: refused, naming the id asked for (an id sweep shows in the trail).
    expect(await oneEvent(`/api/grading/${appointmentId + 100_000}/`, 'lecturer', 404)).toMatchObject({
      action: 'refused',
      record_kind: 'grading',
      appointment: appointmentId + 100_000,
      patient: null,
    });
  });

  it('the dispensary queue: read by the administrator, refused to the coordinator', async () => {
    expect(await oneEvent('/api/dispensary/queue/', 'hadmin', 200)).toMatchObject({
      action: 'read',
      record_kind: 'dispensary-queue',
      patient: null,
      appointment: null,
    });
    expect(await oneEvent('/api/dispensary/queue/', 'coordinator', 403)).toMatchObject({ action: 'refused', record_kind: 'dispensary-queue' });
  });

  it('a patient read names the patient; an unknown one is refused; a search is an event without its text', async () => {
    const appointmentId = await submittedCase(t.app, tokens.student!);
    const patientId = (await t.app.repos.appointments.patientOf(appointmentId))!;
    expect(await oneEvent(`/api/clients/api/patient-detail/${patientId}/`, 'coordinator', 200)).toMatchObject({
      action: 'read',
      record_kind: 'patient',
      patient: patientId,
      appointment: null,
    });
    expect(await oneEvent(`/api/clients/api/patient-detail/${patientId + 100_000}/`, 'student', 404)).toMatchObject({
      action: 'refused',
      record_kind: 'patient',
      patient: patientId + 100_000,
    });
    const patient = (await t.app.repos.patients.find(patientId))!;
    const search = await oneEvent(`/api/clients/api/search/?search=${encodeURIComponent(patient.last_name)}`, 'lecturer', 200);
    expect(search).toMatchObject({ action: 'read', record_kind: 'patient-search', patient: null, appointment: null, record_id: null });
    expect(JSON.stringify(search)).not.toContain(patient.last_name);
  });

  it('refused reads of sections, the Oculo-Medical History and files are events too (their answered reads were already)', async () => {
    const appointmentId = await submittedCase(t.app, tokens.student!);
    const patientId = (await t.app.repos.appointments.patientOf(appointmentId))!;
    expect(await oneEvent(`/api/diagnosis/${appointmentId}/view/`, 'coordinator', 403)).toMatchObject({
      action: 'refused',
      record_kind: 'diagnosis',
      appointment: appointmentId,
      patient: patientId,
    });
    expect(await oneEvent(`/api/tests/api/patient-history/latest/?patient=${patientId}`, 'coordinator', 403)).toMatchObject({
      action: 'refused',
      record_kind: 'oculo-medical-history',
      patient: patientId,
    });
    expect(await oneEvent('/api/files/no-such-file/', 'coordinator', 403)).toMatchObject({ action: 'refused', record_kind: 'file' });
    // An answered section read stays one event, the service's (with the record's id).
    const read = await oneEvent(`/api/diagnosis/${appointmentId}/view/`, 'lecturer', 200);
    expect(read).toMatchObject({ action: 'read', record_kind: 'diagnosis', appointment: appointmentId });
    expect(read.record_id).toEqual(expect.any(Number));
  });

  it('a request that reads nothing leaves nothing: a bad id (400) or no token (401)', async () => {
    const after = await lastEventId();
    expect((await get('/api/marks/abc/', 'lecturer')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/dispensary/queue/' })).statusCode).toBe(401);
    expect(await lastEventId()).toBe(after);
  });
});
