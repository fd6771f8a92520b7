/**
 * A patient's trends (GET /api/clients/api/patient-detail/{id}/trends/) and a section as recorded at the previous
 * visit (GET /api/clients/api/appointments/{id}/previous/{form}/), over three visits booked out of date order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createPatient } from '../helpers/clinic';
import { userIdOf } from '../helpers/accounts';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let patientId: number;
const visits = { first: 0, second: 0, third: 0 };

const va = (appointment: number, chart: string, od: string, os: string) => ({
  appointment,
  va_chart_used: chart,
  distance_unaided_od: od,
  distance_unaided_os: os,
});
const tonometry = (appointment: number, method: string, od: number, os: number) => ({
  appointment,
  name: 'Tonometry',
  method,
  iop_od: od,
  iop_os: os,
  notes: '',
  file: null,
});

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'lecturer')).access;
  const savedBy = await userIdOf(t.app, 'student');
  const patient = await createPatient(t.app);
  patientId = patient.id;
  const completed = { status: 'Completed', appointment_type: 'Review' };
  // Booked out of order: the answers follow the visits' dates.
  visits.third = await createAppointment(t.app, patientId, { appointment_date: '2026-05-04', ...completed });
  visits.first = await createAppointment(t.app, patientId, { appointment_date: '2026-01-10', ...completed });
  visits.second = await createAppointment(t.app, patientId, { appointment_date: '2026-03-12', ...completed });
  const save = (appointmentId: number, formId: string, data: object) =>
    t.app.repos.sectionRecords.insert({ appointmentId, formId, schemaVersion: '1.0.0', data, savedBy, savedAt: new Date().toISOString() });
  await save(visits.third, 'visual-acuity', va(visits.third, 'SNELLEN', '6/6', 'HM'));
  await save(visits.first, 'visual-acuity', va(visits.first, 'SNELLEN', '6/12', '6/9'));
  await save(visits.first, 'extra-test', tonometry(visits.first, 'Applanation', 15, 16));
  await save(visits.second, 'visual-acuity', va(visits.second, 'LOGMAR', '0.50', '0.40'));
  // A later save of the same visit replaces the earlier one.
  await save(visits.second, 'visual-acuity', va(visits.second, 'LOGMAR', '0.30', 'CF'));
  await save(visits.third, 'extra-test', { appointment: visits.third, name: 'OCT', notes: '', file: null });
  await save(visits.third, 'extra-test', tonometry(visits.third, 'Non-Contact', 18, 21));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/clients/api/patient-detail/{id}/trends/', () => {
  it('answers VA on the logMAR scale and IOP with its method, per eye, in visit order', async () => {
    const response = await get(`/api/clients/api/patient-detail/${patientId}/trends/`);
    expect(response.statusCode, response.body).toBe(200);
    const { first, second, third } = visits;
    expect(response.json()).toEqual({
      visual_acuity: [
        { date: '2026-01-10', appointment: first, eye: 'OD', notation: '6/12', logmar: 0.3 },
        { date: '2026-01-10', appointment: first, eye: 'OS', notation: '6/9', logmar: 0.18 },
        { date: '2026-03-12', appointment: second, eye: 'OD', notation: '0.30', logmar: 0.3 },
        { date: '2026-03-12', appointment: second, eye: 'OS', notation: 'CF', logmar: 1.9 },
        { date: '2026-05-04', appointment: third, eye: 'OD', notation: '6/6', logmar: 0 },
        { date: '2026-05-04', appointment: third, eye: 'OS', notation: 'HM', logmar: 2.3 },
      ],
      iop: [
        { date: '2026-01-10', appointment: first, eye: 'OD', mmhg: 15, method: 'Applanation' },
        { date: '2026-01-10', appointment: first, eye: 'OS', mmhg: 16, method: 'Applanation' },
        { date: '2026-05-04', appointment: third, eye: 'OD', mmhg: 18, method: 'Non-Contact' },
        { date: '2026-05-04', appointment: third, eye: 'OS', mmhg: 21, method: 'Non-Contact' },
      ],
    });
  });

  it('answers empty series for a patient without records', async () => {
    const other = await createPatient(t.app);
    const response = await get(`/api/clients/api/patient-detail/${other.id}/trends/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ visual_acuity: [], iop: [] });
  });

  it('answers 404 in the spec’s format for an unknown patient', async () => {
    const response = await get('/api/clients/api/patient-detail/999999/trends/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('GET /api/clients/api/appointments/{id}/previous/{form}/', () => {
  it("answers the previous visit's current record of a section as form data", async () => {
    const response = await get(`/api/clients/api/appointments/${visits.third}/previous/visual-acuity/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      appointment: visits.second,
      date: '2026-03-12',
      records: [{ va_chart_used: 'LOGMAR', distance_unaided_od: '0.30', distance_unaided_os: 'CF' }],
    });
  });

  it('answers every test of the latest earlier visit that has a section kept as a list', async () => {
    const response = await get(`/api/clients/api/appointments/${visits.third}/previous/extra-test/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      appointment: visits.first,
      date: '2026-01-10',
      records: [{ name: 'Tonometry', method: 'Applanation', iop_od: 15, iop_os: 16 }],
    });
  });

  it('answers no records at the first visit', async () => {
    const response = await get(`/api/clients/api/appointments/${visits.first}/previous/visual-acuity/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ appointment: null, date: null, records: [] });
  });

  it('answers 404 for an unknown appointment or a form that is no section', async () => {
    for (const url of [
      '/api/clients/api/appointments/999999/previous/visual-acuity/',
      `/api/clients/api/appointments/${visits.third}/previous/patient-registration/`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
