/** Clinic schedule API (platform §2.12; docs/api.md "Clinic schedule"). */
import type {
  ClinicScheduleAbsence,
  ClinicScheduleEntry,
  ClinicScheduleStaffMember,
  ClinicScheduleStaffRef,
} from '../../contracts/generated/types';
import type { WireBody } from './adapters/schema-adapter';
import { request } from './http-client';

export type ScheduleEntry = ClinicScheduleEntry;
export type ScheduleStaff = ClinicScheduleStaffMember;
export type StaffRef = ClinicScheduleStaffRef;
export type ScheduleAbsence = ClinicScheduleAbsence;

export const SCHEDULES_PATH = '/clinic-schedule/schedules/';
export const STAFF_PATH = '/clinic-schedule/staff/';
export const ABSENCES_PATH = '/clinic-schedule/absences/';

/** The entries of `from`..`to` (inclusive, YYYY-MM-DD). */
export const schedulesPath = (from: string, to: string) => `${SCHEDULES_PATH}?from=${from}&to=${to}`;
/** The rota's staff with their availability on `date` (all available without one). */
export const staffPath = (date?: string) => (date ? `${STAFF_PATH}?date=${date}` : STAFF_PATH);
/** The approved absences the calendar shows for `from`..`to` (everyone's for the coordinator, else one's own). */
export const absencesPath = (from: string, to: string) => `${ABSENCES_PATH}?from=${from}&to=${to}`;
const entryPath = (id: number) => `${SCHEDULES_PATH}${id}/`;

/** Creates one entry per staff member, each for as many weeks as asked (all or nothing). */
export function createSchedules(payload: WireBody): Promise<ScheduleEntry[]> {
  return request<ScheduleEntry[]>('post', SCHEDULES_PATH, { data: payload });
}

/** Changes entry `id` (the members sent; the others kept). */
export function updateSchedule(id: number, payload: WireBody): Promise<ScheduleEntry> {
  return request<ScheduleEntry>('patch', entryPath(id), { data: payload });
}

/** Deletes entry `id`; answers it as it was. */
export function deleteSchedule(id: number): Promise<ScheduleEntry> {
  return request<ScheduleEntry>('delete', entryPath(id));
}
