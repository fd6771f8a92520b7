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
  /** The first final diagnosis of the latest diagnosis record, else its differential (≤ 200 characters); null if none. */
  diagnosis: string | null;
  /** The latest final grading's total × 100; null when not graded. */
  total_centi: number | null;
}

/** Per student and section: the sum and number of the marks given on the student's cases; kept by triggers (0011). */
export interface StudentSectionMarksTable {
  student_id: number;
  section: string;
  /** Sum of marks × 100 (bigint on PostgreSQL: read as a string there). */
  marks_sum_centi: number | string;
  marks_count: number;
}
