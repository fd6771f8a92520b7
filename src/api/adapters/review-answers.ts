/**
 * What the review routes answer (issue 12, API "Reviews"): the lecturers' queue, a student's own cases, and one case
 * with its timeline. The one definition of these shapes: the server's review reads build them and the client reads them.
 */

export type ReviewStatus = 'submitted' | 'returned' | 'approved';

export type ReviewAction =
  | 'submitted'
  | 'supervisor_changed'
  | 'reassigned'
  | 'returned'
  | 'resubmitted'
  | 'approved'
  | 'marked'
  | 'graded'
  | 'regraded';

export interface PersonRef {
  id: number;
  name: string;
}

/** One case of `GET /reviews/?scope=`. */
export interface PendingReview {
  appointment: number;
  patient: { id: number; patient_id: string; name: string };
  student: PersonRef;
  supervisor: PersonRef;
  appointment_date: string;
  appointment_type: string;
  submitted_at: string;
  /** Whole minutes since the case was (re)submitted. */
  waiting_minutes: number;
  diagnosis: string | null;
  status: ReviewStatus;
}

/** One case of a student's own list. */
export interface StudentReviewItem extends PendingReview {
  returned_sections: string[];
  /** The latest remarks a lecturer gave on a transition (return or approval), or null. */
  remarks: string | null;
  /** The current grading's total, or null. */
  total: number | null;
  updated_at: string;
}

/** One step of a case's timeline, oldest first. */
export interface TimelineEvent {
  at: string;
  action: ReviewAction;
  by: PersonRef;
  remarks: string | null;
  sections?: string[];
  section?: string;
  marks?: number;
  total?: number;
  reason?: string | null;
  supervisor?: PersonRef;
  /** On `reassigned`: the student the consultation now belongs to. */
  student?: PersonRef;
}

/** `GET /reviews/{appointment}/`. */
export interface Review {
  appointment: number;
  status: ReviewStatus;
  student: PersonRef;
  supervisor: PersonRef;
  patient: { id: number; patient_id: string; name: string };
  appointment_date: string;
  appointment_type: string;
  returned_sections: string[];
  submitted_at: string;
  updated_at: string;
  timeline: TimelineEvent[];
}
