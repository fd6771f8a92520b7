/** Clinic schedule API (platform §2.12; docs/api.md "Clinic schedule"). */
import type { ClinicScheduleEntry, ClinicScheduleStaffMember, ClinicScheduleStaffRef } from '../../contracts/generated/types';
import type { WireBody } from './adapters/schema-adapter';
import { request } from './http-client';

export type ScheduleEntry = ClinicScheduleEntry;
export type ScheduleStaff = ClinicScheduleStaffMember;
export type StaffRef = ClinicScheduleStaffRef;

export const SCHEDULES_PATH = '/clinic-schedule/schedules/';
export const STAFF_PATH = '/clinic-schedule/staff/';

/** The entries of `from`..`to` (inclusive, YYYY-MM-DD). */
export const schedulesPath = (from: string, to: string) => `${SCHEDULES_PATH}?from=${from}&to=${to}`;
/** The rota's staff with their availability on `date` (all available without one). */
export const staffPath = (date?: string) => (date ? `${STAFF_PATH}?date=${date}` : STAFF_PATH);

/** Creates one entry per staff member (all or nothing). */
export function createSchedules(payload: WireBody): Promise<ScheduleEntry[]> {
  return request<ScheduleEntry[]>('post', SCHEDULES_PATH, { data: payload });
}
