/** Appointments (platform §3, §4, §7): the shape and the calls that create or complete them. */
import type { Appointment, AppointmentChange, AppointmentRequest, Clinician, TodayAppointments } from '../../contracts/generated/types';
import { localDate } from '../lib/local-date';
import { request } from './http-client';

export type { Appointment, AppointmentChange, Clinician, TodayAppointments };
export { NO_SHOW_REASON } from '../../contracts/appointments';
export type AppointmentStatus = Appointment['status'];
export type AppointmentType = Appointment['appointment_type'];

/**
 * `POST /clients/api/appointments/` body. A booking is always Scheduled and never for a day gone by: the server
 * refuses anything else (docs/decisions.md, "Record lifecycle").
 */
export interface NewAppointment extends AppointmentRequest {
  patient: number;
  appointment_date: string;
  appointment_type: AppointmentType;
  status: 'Scheduled';
  notes?: string;
  /** HH:MM; none when only the day is booked. */
  appointment_time?: string;
  /** The clinician's user id; none when no one is named. */
  clinician?: number;
}

/** Today's appointments per page (platform §9: 10 per page), asked of the server page by page. */
export const TODAY_PAGE_SIZE = 10;

export const APPOINTMENTS_PATH = '/clients/api/appointments/';
export const TODAY_APPOINTMENTS_PATH = '/clients/api/appointments/today/';
export const appointmentPath = (id: number) => `${APPOINTMENTS_PATH}${id}/`;
export const CLINICIANS_PATH = '/clients/api/clinicians/';
/** One page of today's appointments, TODAY_PAGE_SIZE to a page. */
export const todayAppointmentsPath = (page: number) => `${TODAY_APPOINTMENTS_PATH}?page=${page}&page_size=${TODAY_PAGE_SIZE}`;

/** The appointment made when a patient is attended at once (platform §4, §9): Scheduled, New, today. */
export function sameDayAppointment(patient: number): NewAppointment {
  return { patient, appointment_date: localDate(), appointment_type: 'New', status: 'Scheduled' };
}

/** `POST /clients/api/appointments/`: answers the new appointment. */
export function postAppointment(body: NewAppointment): Promise<Appointment> {
  return request<Appointment>('post', APPOINTMENTS_PATH, { data: body });
}

/** `PATCH /clients/api/{id}/complete/`: answers the appointment, now Completed. */
export function completeAppointment(id: number): Promise<Appointment> {
  return request<Appointment>('patch', `/clients/api/${id}/complete/`);
}

/** `PATCH /clients/api/appointments/{id}/`: cancel, no-show or reschedule; answers the appointment as it is now. */
export function patchAppointment(id: number, body: AppointmentChange): Promise<Appointment> {
  return request<Appointment>('patch', appointmentPath(id), { data: body });
}

const STATUS_ORDER: Record<string, number> = { Scheduled: 0, Completed: 1, Cancelled: 2 };

/** Today's list order (platform §2.11): Scheduled, then Completed, then Cancelled; stable within a status. */
export function byStatus(appointments: readonly Appointment[]): Appointment[] {
  return appointments
    .map((appointment, index) => ({ appointment, index }))
    .sort((a, b) => (STATUS_ORDER[a.appointment.status] ?? 3) - (STATUS_ORDER[b.appointment.status] ?? 3) || a.index - b.index)
    .map(({ appointment }) => appointment);
}
