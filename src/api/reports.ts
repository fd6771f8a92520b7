/** My Portal and Reports (issue 12, design "Reports"): the student's logbook and the cohort's figures. */
import useSWR, { type SWRResponse } from 'swr';
import { getJson } from './http-client';

export interface Portal {
  cases: { total: number; by_type: { type: string; count: number }[]; by_diagnosis: { diagnosis: string; count: number }[] };
  marks_over_time: { date: string; appointment: number; total: number }[];
  section_averages: { section: string; mine: number | null; cohort: number | null }[];
  pending: number;
  returned: number;
  targets: { key: string; label: string; target: number; done: number }[];
}

export interface StudentReport {
  id: number;
  name: string;
  cases: number;
  graded: number;
  average_total: number | null;
  section_averages: Record<string, number | null>;
}

export interface ReportsSummary {
  students: StudentReport[];
  distribution: { from: number; to: number; count: number }[];
  cases_per_day: { date: string; count: number }[];
  top_diagnoses: { diagnosis: string; count: number }[];
}

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
