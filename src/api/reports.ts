/** My Portal and Reports (issue 12, design "Reports"): the student's logbook and the cohort's figures. */
import useSWR, { type SWRResponse } from 'swr';
import type { Portal, ReportsSummary } from '../../contracts/generated/types';
import { getJson } from './http-client';

export type { Portal, ReportsSummary, StudentReport } from '../../contracts/generated/types';

export const PORTAL_PATH = '/reports/portal/';

export function summaryPath(student?: number | null): string {
  return student ? `/reports/summary/?student=${student}` : '/reports/summary/';
}

export function usePortal(): SWRResponse<Portal> {
  return useSWR<Portal>(PORTAL_PATH, getJson);
}

/** The figures of the signed-in student, or (lecturers) of the cohort or one student. */
export function useReportsSummary(student?: number | null): SWRResponse<ReportsSummary> {
  return useSWR<ReportsSummary>(summaryPath(student), getJson, { keepPreviousData: true });
}
