/**
 * What the reports routes answer (issue 12, design "Reports"): My Portal's logbook and the cohort's figures. The one
 * definition of these shapes: the server's reports service builds them and the client's hooks read them.
 */

/** `GET /reports/portal/`. */
export interface Portal {
  cases: { total: number; by_type: { type: string; count: number }[]; by_diagnosis: { diagnosis: string; count: number }[] };
  marks_over_time: { date: string; appointment: number; total: number }[];
  section_averages: { section: string; mine: number | null; cohort: number | null }[];
  pending: number;
  returned: number;
  targets: { key: string; label: string; target: number; done: number }[];
}

/** One student's row of the summary. */
export interface StudentReport {
  id: number;
  name: string;
  cases: number;
  graded: number;
  average_total: number | null;
  section_averages: Record<string, number | null>;
}

/** `GET /reports/summary/`. */
export interface ReportsSummary {
  students: StudentReport[];
  distribution: { from: number; to: number; count: number }[];
  cases_per_day: { date: string; count: number }[];
  top_diagnoses: { diagnosis: string; count: number }[];
}
