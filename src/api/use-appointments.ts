/** SWR hooks for appointments (platform §7). */
import useSWR, { type SWRResponse } from 'swr';
import { TODAY_APPOINTMENTS_PATH, type Appointment } from './appointments';
import { getJson } from './http-client';

/** Today's appointments, every status. */
export function useTodayAppointments(): SWRResponse<Appointment[]> {
  return useSWR<Appointment[]>(TODAY_APPOINTMENTS_PATH, getJson);
}
