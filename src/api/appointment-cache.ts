/**
 * Dashboard state of platform §4: an appointment created today goes to the top of today's list and bumps the
 * pending (Scheduled) or completed (Completed) count, at once and without a reload. The cached dashboard summary and
 * today's list are updated in place; nothing is fetched again.
 */
import { mutate } from 'swr';
import { errorBody, formatErrorBody, networkSaveText } from '../lib/format-error';
import { localDate } from '../lib/local-date';
import {
  APPOINTMENTS_PATH,
  appointmentPath,
  patchAppointment,
  postAppointment,
  TODAY_APPOINTMENTS_PATH,
  todayAppointmentsPath,
  type AppointmentChange,
  type Appointment,
  type NewAppointment,
  type TodayAppointments,
} from './appointments';
import { DASHBOARD_SUMMARY_PATH, type DashboardSummary } from './use-dashboard-summary';
import { patientAppointmentsPath } from './patients';

/**
 * Today's list with `appointment` at its top: `{data, count}`, as both `GET clients/api/appointments/today/` and the
 * summary's `today_appointments` carry it.
 */
export function withAppointmentFirst(list: TodayAppointments, appointment: Appointment): TodayAppointments {
  return { data: [appointment, ...list.data], count: list.count + 1 };
}

/** The summary with `appointment` added to today's figures (it was created today). */
export function withTodayAppointment(summary: DashboardSummary, appointment: Appointment): DashboardSummary {
  return {
    ...summary,
    today_appointments: withAppointmentFirst(summary.today_appointments, appointment),
    pending_appointments: summary.pending_appointments + (appointment.status === 'Scheduled' ? 1 : 0),
    completed_appointments: summary.completed_appointments + (appointment.status === 'Completed' ? 1 : 0),
  };
}

/**
 * Puts a just-created appointment into the cached dashboard summary and the first page of today's list (where a new
 * Scheduled one belongs), when it is for today.
 */
export async function recordCreatedAppointment(appointment: Appointment, today = localDate()): Promise<void> {
  if (appointment.appointment_date !== today) return;
  await Promise.all([
    mutate<DashboardSummary>(DASHBOARD_SUMMARY_PATH, (summary) => summary && withTodayAppointment(summary, appointment), {
      revalidate: false,
    }),
    mutate<TodayAppointments>(todayAppointmentsPath(1), (list) => list && withAppointmentFirst(list, appointment), {
      revalidate: false,
    }),
  ]);
}

/** Creates an appointment and updates today's cached figures with it. */
export async function createAppointment(body: NewAppointment): Promise<Appointment> {
  const appointment = await postAppointment(body);
  await recordCreatedAppointment(appointment);
  return appointment;
}

/**
 * Changes an appointment (cancel, no-show, reschedule) and asks again for every cached list it may be in or leave:
 * the dashboard summary, every page of today's list and of all appointments, the patient's appointments and the
 * appointment itself. A change moves it between pages and days, so these are read again rather than edited here.
 */
export async function changeAppointment(id: number, body: AppointmentChange): Promise<Appointment> {
  const appointment = await patchAppointment(id, body);
  const lists = (key: unknown) =>
    typeof key === 'string' &&
    (key === DASHBOARD_SUMMARY_PATH ||
      key.startsWith(TODAY_APPOINTMENTS_PATH) ||
      key.startsWith(`${APPOINTMENTS_PATH}?`) ||
      key === appointmentPath(id) ||
      key === patientAppointmentsPath(appointment.patient));
  await mutate(lists);
  return appointment;
}

export const APPOINTMENT_FAILED = 'API request failed';

/**
 * Why an appointment could not be created: the server's words, else 'API request failed' (platform §8); a request
 * that got no answer says so (offline, or no answer in time).
 */
export function appointmentErrorText(error: unknown): string {
  const network = networkSaveText(error);
  if (network) return network;
  const body = errorBody(error);
  return body === undefined || body === null || body === '' ? APPOINTMENT_FAILED : formatErrorBody(body);
}
