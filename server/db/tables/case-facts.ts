/**
 * What the reports count of each case (a Completed appointment); kept by triggers (migration 0011-case-facts) in the
 * transaction of every write that changes it. Never written by the app.
 */
export interface CaseFactsTable {
  appointment_id: number;
  /** users.id: the case review's student, else the lowest id among students who saved a section record; null if none. */
  student_id: number | null;
  /** The appointment's date, YYYY-MM-DD. */
  date: string;
  /** The appointment's type. */
  type: string;
  /**
   * The first final diagnosis of the latest diagnosis record, else its differential (≤ 200 characters); null if none.
   * The reports count every diagnosis of a case from `case_diagnoses`.
   */
  diagnosis: string | null;
  /** The latest final grading's total × 100; null when not graded. */
  total_centi: number | null;
}

/**
 * Every final diagnosis of a case (a case_facts row), named, once each; the case's `diagnosis` when its latest
 * diagnosis record names none. Kept by triggers on case_facts (migration 0013-case-diagnoses); never written by the app.
 */
export interface CaseDiagnosesTable {
  appointment_id: number;
  /** The case's student (case_facts.student_id). */
  student_id: number | null;
  /** A diagnosis name (≤ 200 characters). */
  diagnosis: string;
}

/** Per student and section: the sum and number of the marks given on the student's cases; kept by triggers (0011). */
export interface StudentSectionMarksTable {
  student_id: number;
  section: string;
  /** Sum of marks × 100 (bigint on PostgreSQL: read as a string there). */
  marks_sum_centi: number | string;
  marks_count: number;
}
