/**
 * Appointments (platform §3, §4, §5, §7): booking with its defaults and 'Invalid patient data', the appointment
 * shape, one patient's list, the paged list, today's list, completing, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../server/lib/dates';
import { counsellingPlanBody } from '../../fixtures/management-plan';
import { createAppointment, createPatient, saveCompletionRecords } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'student', 'coordinator', 'lecturer', 'sysadmin']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const APPOINTMENTS = '/api/clients/api/appointments/';
const book = (payload: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url: APPOINTMENTS, payload: payload as object, headers: bearer(tokens[user]!) });
const get = (url: string, user = 'hadmin') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
const complete = (id: number | string, user = 'student') =>
  t.app.inject({ method: 'PATCH', url: `/api/clients/api/${id}/complete/`, headers: bearer(tokens[user]!) });

/** A Scheduled appointment today with its diagnosis and management plan saved: ready to be completed. */
async function readyToComplete(patientId: number): Promise<number> {
  const id = await createAppointment(t.app, patientId);
  await saveCompletionRecords(t.app, id);
  return id;
}

const DIAGNOSIS_BODY = { differential_diagnosis: 'Myopia; rule out keratoconus', final_diagnoses: [] };
const MANAGEMENT_BODY = counsellingPlanBody();
const saveDiagnosis = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/diagnosis/${id}/create/`, payload: { appointment: id, ...DIAGNOSIS_BODY }, headers: bearer(tokens.student!) });
const saveManagement = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/management/${id}/`, payload: MANAGEMENT_BODY, headers: bearer(tokens.student!) });

describe('booking', () => {
  it("defaults to a Scheduled New appointment today, and answers the appointment shape", async () => {
    const patient = await createPatient(t.app, { first_name: 'Efua', last_name: 'Boateng' });
    const response = await book({ patient: patient.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      patient: patient.id,
      patient_id: patient.patient_id,
      patient_name: 'Efua Boateng',
      appointment_date: localDate(),
      appointment_type: 'New',
      status: 'Scheduled',
      notes: null,
      appointment_time: null,
      clinician: null,
      clinician_name: null,
      cancel_reason: null,
    });
    const read = await get(`${APPOINTMENTS}${response.json().id}/`);
    expect(read.json()).toEqual(response.json());
  });

  it('takes the date, type, status and notes it is given', async () => {
    const patient = await createPatient(t.app);
    const response = await book({
      patient: patient.id,
      appointment_date: '2096-02-29',
      appointment_type: 'Review',
      status: 'Scheduled',
      notes: 'Bring old glasses',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ appointment_date: '2096-02-29', appointment_type: 'Review', status: 'Scheduled', notes: 'Bring old glasses' });
    const nulls = await book({ patient: patient.id, appointment_date: null, appointment_type: null, status: null, notes: null });
    expect(nulls.json()).toMatchObject({ appointment_date: localDate(), appointment_type: 'New', status: 'Scheduled', notes: null });
  });

  it("refuses a missing or unknown patient with 'Invalid patient data', and a patient that is not an id", async () => {
    const patient = await createPatient(t.app);
    for (const body of [{}, { patient: patient.id + 1000 }, { patient: String(patient.id + 1000) }]) {
      const response = await book(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ detail: 'Invalid patient data' });
    }
    const notAnId: [unknown, string][] = [
      [null, 'A valid integer is required.'],
      ['01', 'A valid integer is required.'],
      [' 1', 'A valid integer is required.'],
      [1.5, 'A valid integer is required.'],
      [[patient.id], 'A valid integer is required.'],
      [0, 'Ensure this value is greater than or equal to 1.'],
      [-3, 'Ensure this value is greater than or equal to 1.'],
      [1e12, 'Ensure this value is less than or equal to 2147483647.'],
      ['99999999999', 'A valid integer is required.'],
    ];
    for (const [value, message] of notAnId) {
      const response = await book({ patient: value });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toEqual({ patient: [message] });
    }
    expect((await book({ patient: String(patient.id) })).statusCode).toBe(201);
  });

  it('refuses a bad date, type, status or notes, and unknown fields', async () => {
    const patient = await createPatient(t.app);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ appointment_date: '2025-02-30' }, { appointment_date: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ appointment_date: '12/04/2025' }, { appointment_date: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ appointment_date: 20250101 }, { appointment_date: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ appointment_type: 'Emergency' }, { appointment_type: ['Not a valid choice.'] }],
      [{ status: 'scheduled' }, { status: ['Not a valid choice.'] }],
      [{ status: 1 }, { status: ['Not a valid choice.'] }],
      [{ appointment_date: '1900-01-01' }, { appointment_date: ['An appointment cannot be booked for a date in the past.'] }],
      [{ status: 'Completed' }, { status: ['A new appointment is booked as Scheduled.'] }],
      [{ status: 'Cancelled', appointment_date: '2001-09-09' }, {
        appointment_date: ['An appointment cannot be booked for a date in the past.'],
        status: ['A new appointment is booked as Scheduled.'],
      }],
      [{ notes: 5 }, { notes: ['Not a valid string.'] }],
      [{ notes: 'x'.repeat(2001) }, { notes: ['Ensure this field has no more than 2000 characters.'] }],
      [{ room: 4 }, { non_field_errors: ['Unknown field: room.'] }],
    ];
    for (const [extra, errors] of cases) {
      const response = await book({ patient: patient.id, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json(), JSON.stringify(extra)).toEqual(errors);
    }
    expect(await t.app.repos.appointments.forPatient(patient.id)).toEqual([]);
  });
});

describe('reading', () => {
  it('answers 404 for an unknown appointment or patient', async () => {
    for (const url of [`${APPOINTMENTS}999999/`, '/api/clients/api/999999/appointments/', `${APPOINTMENTS}9999999999/`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await get(`${APPOINTMENTS}abc/`)).statusCode).toBe(400);
  });

  it("lists a patient's appointments newest date first, and only theirs", async () => {
    const patient = await createPatient(t.app);
    const other = await createPatient(t.app);
    const dates = ['2024-05-01', '2025-01-20', '2023-11-30', '2025-01-20'];
    const booked = [];
    for (const date of dates) booked.push(await createAppointment(t.app, patient.id, { appointment_date: date }));
    await createAppointment(t.app, other.id);
    const list = (await get(`/api/clients/api/${patient.id}/appointments/`)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([booked[3], booked[1], booked[0], booked[2]]);
    expect(list.every((a: { patient: number; patient_id: string }) => a.patient === patient.id && a.patient_id === patient.patient_id)).toBe(true);
    expect((await get(`/api/clients/api/${(await createPatient(t.app)).id}/appointments/`)).json()).toEqual([]);
  });

  it('pages every appointment newest date first, 5 per page by default', async () => {
    const patient = await createPatient(t.app);
    for (let day = 1; day <= 12; day++) await createAppointment(t.app, patient.id, { appointment_date: `2020-01-${String(day).padStart(2, '0')}` });
    const total = await t.app.repos.appointments.count();
    const first = (await get(APPOINTMENTS)).json();
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(5);
    const seen: { id: number; appointment_date: string }[] = [];
    for (let page = 1; page <= Math.ceil(total / 3); page++) seen.push(...(await get(`${APPOINTMENTS}?page=${page}&page_size=3`)).json().results);
    expect(seen).toHaveLength(total);
    const order = seen.map((a) => `${a.appointment_date} ${String(a.id).padStart(10, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
    expect((await get(`${APPOINTMENTS}?page=${total + 1}`)).json()).toEqual({ results: [], count: total });
    expect((await get(`${APPOINTMENTS}?page_size=500`)).json()).toEqual({ page_size: ['Ensure this value is less than or equal to 100.'] });
  });

  it("lists today's appointments of every status: Scheduled, then Completed, then Cancelled, each newest booked first", async () => {
    const patient = await createPatient(t.app);
    const [scheduled, completed, cancelled, laterScheduled] = [
      await createAppointment(t.app, patient.id, { status: 'Scheduled' }),
      await createAppointment(t.app, patient.id, { status: 'Completed' }),
      await createAppointment(t.app, patient.id, { status: 'Cancelled' }),
      await createAppointment(t.app, patient.id, { status: 'Scheduled' }),
    ];
    await createAppointment(t.app, patient.id, { appointment_date: '2020-06-01' });
    const answer = (await get('/api/clients/api/appointments/today/')).json();
    const today = answer.data;
    expect(answer.count).toBe(today.length);
    expect(today.every((a: { appointment_date: string }) => a.appointment_date === localDate())).toBe(true);
    const mine = today.filter((a: { patient: number }) => a.patient === patient.id).map((a: { id: number }) => a.id);
    expect(mine).toEqual([laterScheduled, scheduled, completed, cancelled]);
    const rank: Record<string, number> = { Scheduled: 0, Completed: 1, Cancelled: 2 };
    const order = today.map((a: { id: number; status: string }) => [rank[a.status]!, -a.id]);
    expect(order).toEqual([...order].sort((a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!));
  });
});

describe('completing', () => {
  it('marks a Scheduled appointment Completed, and answers a Completed one unchanged', async () => {
    const patient = await createPatient(t.app);
    const id = await readyToComplete(patient.id);
    const first = await complete(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'Completed', patient: patient.id });
    const again = await complete(id, 'lecturer');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await get(`${APPOINTMENTS}${id}/`)).json().status).toBe('Completed');
  });

  it('refuses a Cancelled appointment, and answers 404 for an unknown one', async () => {
    const patient = await createPatient(t.app);
    const id = await createAppointment(t.app, patient.id, { status: 'Cancelled' });
    const response = await complete(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'A cancelled appointment cannot be completed.' });
    expect((await get(`${APPOINTMENTS}${id}/`)).json().status).toBe('Cancelled');
    expect((await complete(999999)).statusCode).toBe(404);
    expect((await complete('x')).statusCode).toBe(400);
  });

  it('ignores a body', async () => {
    const patient = await createPatient(t.app);
    const id = await readyToComplete(patient.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/clients/api/${id}/complete/`,
      payload: { status: 'Cancelled' },
      headers: bearer(tokens.student!),
    });
    expect(response.json().status).toBe('Completed');
  });

  it('refuses an appointment without a saved diagnosis and management plan, naming what is missing', async () => {
    const patient = await createPatient(t.app);
    const id = await createAppointment(t.app, patient.id);
    const refusal = async (detail: string) => {
      const response = await complete(id);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ detail });
      expect((await get(`${APPOINTMENTS}${id}/`)).json().status).toBe('Scheduled');
    };
    await refusal('Save the diagnosis and the management plan before completing.');
    const diagnosis = await saveDiagnosis(id);
    expect(diagnosis.statusCode, diagnosis.body).toBe(201);
    await refusal('Save the management plan before completing.');
    const management = await saveManagement(id);
    expect(management.statusCode, management.body).toBe(201);
    const response = await complete(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('Completed');
  });

  it('refuses an appointment with a management plan but no diagnosis', async () => {
    const patient = await createPatient(t.app);
    const id = await createAppointment(t.app, patient.id);
    const management = await saveManagement(id);
    expect(management.statusCode, management.body).toBe(201);
    const response = await complete(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Save the diagnosis before completing.' });
    expect((await get(`${APPOINTMENTS}${id}/`)).json().status).toBe('Scheduled');
  });

  it('does not count records of another appointment of the same patient', async () => {
    const patient = await createPatient(t.app);
    await readyToComplete(patient.id);
    const id = await createAppointment(t.app, patient.id);
    const response = await complete(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Save the diagnosis and the management plan before completing.' });
  });

  it('still refuses a Cancelled appointment first, whatever its records', async () => {
    const patient = await createPatient(t.app);
    const id = await createAppointment(t.app, patient.id, { status: 'Cancelled' });
    const response = await complete(id);
    expect(response.json()).toEqual({ detail: 'A cancelled appointment cannot be completed.' });
  });
});

describe('who may do what', () => {
  it('lets every role book (Book Appointment on the search results is for everyone) and read', async () => {
    const patient = await createPatient(t.app);
    for (const user of ['hadmin', 'sysadmin', 'student', 'lecturer', 'coordinator']) {
      expect((await book({ patient: patient.id }, user)).statusCode, user).toBe(201);
    }
    for (const url of [APPOINTMENTS, '/api/clients/api/appointments/today/', `/api/clients/api/${patient.id}/appointments/`]) {
      expect((await get(url, 'coordinator')).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: APPOINTMENTS })).statusCode).toBe(401);
  });

  it('lets those who consult complete an appointment (students, lecturers, systems administrators)', async () => {
    const patient = await createPatient(t.app);
    for (const user of ['student', 'lecturer', 'sysadmin']) {
      expect((await complete(await readyToComplete(patient.id), user)).statusCode, user).toBe(200);
    }
    for (const user of ['hadmin', 'coordinator']) {
      const id = await readyToComplete(patient.id);
      expect((await complete(id, user)).statusCode, user).toBe(403);
      expect((await get(`${APPOINTMENTS}${id}/`)).json().status).toBe('Scheduled');
    }
  });
});
