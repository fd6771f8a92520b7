/** SWR hooks for the clinic schedule. */
import useSWR, { type SWRResponse } from 'swr';
import { absencesPath, schedulesPath, staffPath, type ScheduleAbsence, type ScheduleEntry, type ScheduleStaff } from './clinic-schedule';
import { getJson } from './http-client';

/** The schedule entries of `from`..`to`; the previous range's entries stay on show while the next one loads. */
export function useSchedules(from: string, to: string): SWRResponse<ScheduleEntry[]> {
  return useSWR<ScheduleEntry[]>(schedulesPath(from, to), getJson, { keepPreviousData: true });
}

/** The staff checklist for `date` (no call while `enabled` is false). */
export function useScheduleStaff(date: string | undefined, enabled: boolean): SWRResponse<ScheduleStaff[]> {
  return useSWR<ScheduleStaff[]>(enabled ? staffPath(date) : null, getJson, { keepPreviousData: true });
}

/** The approved absences the calendar shows for `from`..`to` (kept on show while the next range loads). */
export function useScheduleAbsences(from: string, to: string): SWRResponse<ScheduleAbsence[]> {
  return useSWR<ScheduleAbsence[]>(absencesPath(from, to), getJson, { keepPreviousData: true });
}
