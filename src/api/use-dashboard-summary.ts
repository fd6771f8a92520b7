import useSWR, { type SWRResponse } from 'swr';
import type { TodayAppointments } from './appointments';
import { getJson } from './http-client';

/** `GET /api/summary/api/dashboard/` (spec §3). `recent_activity` is received but unused. */
export interface DashboardSummary {
  today_appointments: TodayAppointments;
  pending_appointments: number;
  completed_appointments: number;
  total_patients: number;
  recent_activity?: unknown;
}

export const DASHBOARD_SUMMARY_PATH = '/summary/api/dashboard/';

/** The dashboard summary. Errors are quiet: no retries, callers show a placeholder. */
export function useDashboardSummary(): SWRResponse<DashboardSummary> {
  return useSWR<DashboardSummary>(DASHBOARD_SUMMARY_PATH, getJson, { shouldRetryOnError: false });
}

/** Today's appointment count as badge text: the number, or '--' while loading or after an error. */
export function todayCountText(summary: DashboardSummary | undefined, error: unknown): string {
  const count = summary?.today_appointments?.count;
  return error || typeof count !== 'number' ? '--' : String(count);
}
