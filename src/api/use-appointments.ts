/** SWR hooks for appointments (platform §7). */
import useSWR, { type SWRResponse } from 'swr';
import { appointmentPath, CLINICIANS_PATH, todayAppointmentsPath, type Appointment, type Clinician, type TodayAppointments } from './appointments';
import { getJson } from './http-client';

/** One page of today's appointments, every status: `{data, count}`; the page shown stays while the next loads. */
export function useTodayAppointments(page: number): SWRResponse<TodayAppointments> {
  return useSWR<TodayAppointments>(todayAppointmentsPath(page), getJson, { keepPreviousData: true });
}

/** One appointment by id (`GET /clients/api/appointments/{id}/`); no call without an id. */
export function useAppointment(id: number | undefined): SWRResponse<Appointment> {
  return useSWR<Appointment>(id ? appointmentPath(id) : null, getJson, { shouldRetryOnError: false });
}

/** Whom an appointment can be booked with: active lecturers and students. */
export function useClinicians(): SWRResponse<Clinician[]> {
  return useSWR<Clinician[]>(CLINICIANS_PATH, getJson);
}
