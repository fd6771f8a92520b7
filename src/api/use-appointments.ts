/** SWR hooks for appointments (platform §7). */
import useSWR, { type SWRResponse } from 'swr';
import { TODAY_APPOINTMENTS_PATH, type TodayAppointments } from './appointments';
import { getJson } from './http-client';

/** Today's appointments, every status: `{data, count}`. */
export function useTodayAppointments(): SWRResponse<TodayAppointments> {
  return useSWR<TodayAppointments>(TODAY_APPOINTMENTS_PATH, getJson);
}
