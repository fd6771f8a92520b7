/**
 * The life of an appointment's clinical records, in one place. An appointment is booked Scheduled, for today or a
 * later day (the clinic's today: the server's local date); its records are written while it is Scheduled; once it
 * is Completed or Cancelled they are locked in that moment, and every later write is refused with 409. The section
 * service (through the appointment guard) and the appointment service ask this module; nothing else decides.
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
