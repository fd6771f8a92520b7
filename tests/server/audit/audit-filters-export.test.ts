/**
 * The audit log screen's calls (issue 23): the events filtered by user, patient, action and days, and their CSV export
 * (bounded; the export is itself an event).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';
import { localDate } from '../../../server/lib/dates';

const EVENTS = '/api/audit/api/events/';
const EXPORT = '/api/audit/api/events/export/';

let t: TestApp;
let sysadmin: string;
let patient: { id: number; patient_id: string };

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = (await tokensFor(t.app, 'sysadmin')).access;
  const hadmin = (await tokensFor(t.app, 'hadmin')).access;
  patient = await createPatient(t.app);
  const current = (await t.app.inject({ method: 'GET', url: `/api/clients/api/patient-detail/${patient.id}/`, headers: bearer(hadmin) })).json();
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/clients/api/update-patient/${patient.id}/`,
    payload: { ...(current as Record<string, unknown>), address: 'New Road 9' },
    headers: bearer(hadmin),
  });
  expect(put.statusCode, put.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/',
    payload: { username: 'audited', first_name: 'Au', last_name: 'Dited', role: 'student' },
    headers: bearer(sysadmin),
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = sysadmin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('audit events filters', () => {
  it('filters by username, readable patient id, action and days', async () => {
    const byUser = (await get(`${EVENTS}?username=HADMIN`)).json();
    expect(byUser.count).toBeGreaterThan(0);
    expect(byUser.results.every((event: { user: { username: string } }) => event.user.username === 'hadmin')).toBe(true);

    const byPatient = (await get(`${EVENTS}?patient_id=${patient.patient_id.toLowerCase()}&action=update`)).json();
    expect(byPatient).toMatchObject({ count: 1, results: [{ action: 'update', record_kind: 'patient', patient_id: patient.patient_id }] });

    const today = localDate();
    const created = (await get(`${EVENTS}?action=create&from=${today}&to=${today}`)).json();
    expect(created.results).toMatchObject([{ action: 'create', record_kind: 'user', record_label: 'audited', user: { username: 'sysadmin' } }]);
    expect((await get(`${EVENTS}?action=create&to=2000-01-01`)).json()).toEqual({ results: [], count: 0 });
    expect((await get(`${EVENTS}?username=nobody-at-all`)).json()).toEqual({ results: [], count: 0 });
  });

  it('refuses a bad day, a range that ends before it starts, and an unknown action (400)', async () => {
    expect((await get(`${EVENTS}?from=2025-02-30`)).json()).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
    expect((await get(`${EVENTS}?from=2025-03-02&to=2025-03-01`)).json()).toEqual({ to: ['The end of the range must not be before its start.'] });
    expect((await get(`${EVENTS}?action=erase`)).statusCode).toBe(400);
  });
});

describe('audit events export', () => {
  it('answers the filtered events as CSV, newest first, and logs the export', async () => {
    const response = await get(`${EXPORT}?username=sysadmin&action=create`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),User,Name,Role,Action,Record kind,Record,Patient ID,Patient name,Appointment');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,sysadmin,Samuel Mensah,systems administrator,create,user,audited,,,$/);
    const exported = (await get(`${EVENTS}?action=export`)).json();
    expect(exported.results[0]).toMatchObject({ action: 'export', record_kind: 'audit-log', user: { username: 'sysadmin' } });
  });

  it('is the systems administrator’s only; bad filters are refused', async () => {
    expect((await get(EXPORT, (await tokensFor(t.app, 'hadmin')).access)).statusCode).toBe(403);
    expect((await get(`${EXPORT}?to=yesterday`)).statusCode).toBe(400);
    expect((await get(`${EXPORT}?page=1`)).statusCode).toBe(400);
  });
});
