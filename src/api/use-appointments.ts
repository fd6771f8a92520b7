/** SWR hooks for appointments (platform §7). */
import useSWR, { type SWRResponse } from 'swr';
import { TODAY_APPOINTMENTS_PATH, appointmentPath, type Appointment, type TodayAppointments } from './appointments';
import { getJson } from './http-client';

/** Today's appointments, every status: `{data, count}`. */
export function useTodayAppointments(): SWRResponse<TodayAppointments> {
  return useSWR<TodayAppointments>(TODAY_APPOINTMENTS_PATH, getJson);
}

/** One appointment by id (`GET /clients/api/appointments/{id}/`); no call without an id. */
export function useAppointment(id: number | undefined): SWRResponse<Appointment> {
  return useSWR<Appointment>(id ? appointmentPath(id) : null, getJson, { shouldRetryOnError: false });
}
