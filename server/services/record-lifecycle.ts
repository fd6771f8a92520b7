/**
 * The life of an appointment's clinical records, in one place. An appointment is booked Scheduled, for today or a
 * later day (the clinic's today: the server's local date); its records are written while it is Scheduled; once it
 * is Completed or Cancelled they are locked in that moment, and every later write is refused with 409. One
 * exception: while a lecturer has returned a completed case for correction (server/features/reviews/service.ts), its
 * student may write the returned sections, and only those (`writeRefusal`). A consultation belongs to the student
 * attending it (its owner, server/features/appointments/consultation-owners.ts): another student's write is refused with 403. The section service (through the
 * appointment guard) and the appointment service ask this module; nothing else decides.
 * Completing needs the diagnosis and the management plan saved (`completionRefusal`).
 */
import type { FieldErrors } from '../../src/engine/core/field-errors';
import { ApiError } from '../lib/api-error';
import { localDate } from '../lib/dates';

/** The one status whose records may still change, and the one a booking starts in. */
export const OPEN_STATUS = 'Scheduled';

export const BOOKING_MESSAGES = {
  pastDate: 'An appointment cannot be booked for a date in the past.',
  status: 'A new appointment is booked as Scheduled.',
} as const;

/** The refusal of a write to a closed appointment's records, naming its status. */
export function recordsLockedText(status: string): string {
  return `This appointment is ${status}; its records can no longer be changed.`;
}

/** Whether records of an appointment in `status` may be written. */
export function recordsOpen(status: string): boolean {
  return status === OPEN_STATUS;
}

/** Throws the 409 `{detail}` when records of an appointment in `status` may no longer be written. */
export function assertRecordsOpen(status: string): void {
  if (!recordsOpen(status)) throw ApiError.detail(409, recordsLockedText(status));
}

/** What of a case's review decides a write to its records. */
export interface ReviewWriteState {
  student_id: number;
  status: string;
  /** The form ids returned for correction. */
  returned_sections: readonly string[];
}

/** Who writes a record, and of which section (no `formId`: a file for a section saved later). */
export interface RecordWriter {
  userId: number;
  formId?: string;
  /**
   * Whether the writer attends as a student (a role with `consultation.own`): bound by the consultation's owner,
   * and its owner by writing to one that has none.
   */
  student?: boolean;
}

/** What of an appointment decides a write to its records: its status, its case review and its owner (if any). */
export interface WriteRuleState {
  status: string;
  review?: ReviewWriteState;
  /** users.id of the student the consultation belongs to. */
  owner?: number;
}

export const RETURN_MESSAGES = {
  notTheStudent: 'Only the student of this case may correct it.',
  notReturned: 'This section was not returned for correction; its records can no longer be changed.',
} as const;

export const OWNER_MESSAGES = {
  notOwner: 'This consultation belongs to another student.',
} as const;

/** Whether `writer` is a student other than the consultation's owner (always false while it has none). */
export function isOtherStudent(owner: number | undefined, writer?: RecordWriter): boolean {
  return writer?.student === true && owner !== undefined && owner !== writer.userId;
}

/**
 * Why a record may not be written to an appointment in `state` by `writer`; null when it may. Open appointments
 * take every write but another student's than the owner's (403). A Completed one takes only its student's write of
 * a section returned for correction while the case is returned: another user is refused with 403, a section not
 * returned with 409. Everything else is the 409 of a locked appointment.
 */
export function writeRefusal(state: WriteRuleState, writer?: RecordWriter): ApiError | null {
  const { status, review } = state;
  if (recordsOpen(status)) return isOtherStudent(state.owner, writer) ? ApiError.detail(403, OWNER_MESSAGES.notOwner) : null;
  if (status === 'Completed' && review?.status === 'returned' && writer !== undefined) {
    if (writer.userId !== review.student_id) return ApiError.detail(403, RETURN_MESSAGES.notTheStudent);
    if (writer.formId === undefined ? review.returned_sections.length === 0 : !review.returned_sections.includes(writer.formId)) {
      return ApiError.detail(409, RETURN_MESSAGES.notReturned);
    }
    return null;
  }
  return ApiError.detail(409, recordsLockedText(status));
}

/** The sections an appointment needs saved before it may be completed (their form ids). */
export interface CompletionForms {
  diagnosis: string;
  management: string;
}

export const COMPLETION_MESSAGES = {
  both: 'Save the diagnosis and the management plan before completing.',
  diagnosis: 'Save the diagnosis before completing.',
  management: 'Save the management plan before completing.',
} as const;

/**
 * Why an open appointment may not be completed yet, naming what is missing; null when the diagnosis and the
 * management plan are both saved.
 */
export function completionRefusal(saved: { diagnosis: boolean; management: boolean }): string | null {
  if (!saved.diagnosis && !saved.management) return COMPLETION_MESSAGES.both;
  if (!saved.diagnosis) return COMPLETION_MESSAGES.diagnosis;
  if (!saved.management) return COMPLETION_MESSAGES.management;
  return null;
}

/**
 * What is wrong with a booking's date and status (both already known to be well formed), in the API's field
 * error shape; null when it may be booked. `today` is the clinic's date (YYYY-MM-DD).
 */
export function bookingErrors(booking: { date: string; status: string }, today: string = localDate()): FieldErrors | null {
  const errors: FieldErrors = {};
  // YYYY-MM-DD texts compare as their dates.
  if (booking.date < today) errors.appointment_date = [BOOKING_MESSAGES.pastDate];
  if (booking.status !== OPEN_STATUS) errors.status = [BOOKING_MESSAGES.status];
  return Object.keys(errors).length > 0 ? errors : null;
}
