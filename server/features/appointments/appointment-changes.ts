/**
 * Changing a booked appointment (PATCH /api/clients/api/appointments/{id}/): cancel it with a reason, mark a
 * no-show (cancelled with the reason 'No-show'), or reschedule it to another day or time. Only a Scheduled
 * appointment changes: a Completed one is a consultation's record, a Cancelled one is closed (book a new one).
 * Every change is written to the audit trail with it (the appointments repository).
 */
import { APPOINTMENT_MESSAGES } from '../../../contracts/appointments';
import type { Appointment, AppointmentChange } from '../../../contracts/generated/types';
import type { AppointmentChanges } from '../../db/repositories/appointments';
import type { Repositories } from '../../db/repositories/index';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { isRealDate, localDate } from '../../lib/dates';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { bookingErrors, OPEN_STATUS } from '../../services/record-lifecycle';
import { toAppointmentResponse } from './service';

/** The refusal of a change to an appointment that is no longer Scheduled: 409, naming why. */
function closedRefusal(status: string): ApiError {
  return ApiError.detail(
    409,
    status === 'Cancelled' ? APPOINTMENT_MESSAGES.alreadyCancelled : APPOINTMENT_MESSAGES.completedUnchangeable,
  );
}

/** The body as the columns it sets, or a 400 naming every field that is wrong. */
export function readAppointmentChange(body: AppointmentChange, today: string = localDate()): AppointmentChanges {
  const errors: FieldErrors = {};
  const changes: AppointmentChanges = {};
  const cancelling = body.status === 'Cancelled';
  const reason = body.cancel_reason?.trim() ?? '';
  if (cancelling) {
    if (reason === '') errors.cancel_reason = [APPOINTMENT_MESSAGES.reasonRequired];
    else Object.assign(changes, { status: 'Cancelled', cancel_reason: reason });
  } else if (body.cancel_reason !== undefined) {
    errors.cancel_reason = [APPOINTMENT_MESSAGES.reasonOnlyWhenCancelled];
  }
  if (body.appointment_date !== undefined) {
    if (!isRealDate(body.appointment_date)) errors.appointment_date = [APPOINTMENT_MESSAGES.badDate];
    else {
      const refused = bookingErrors({ date: body.appointment_date, status: OPEN_STATUS }, today);
      if (refused) Object.assign(errors, refused);
      else changes.appointment_date = body.appointment_date;
    }
  }
  if (body.appointment_time !== undefined) changes.appointment_time = body.appointment_time;
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  if (Object.keys(changes).length === 0) throw ApiError.detail(400, APPOINTMENT_MESSAGES.nothingToChange);
  return changes;
}

/**
 * Applies a change to a Scheduled appointment: 404 for none, 409 for a Completed or Cancelled one (also when it
 * closed between the read and the write), 400 for a body that says nothing or something wrong.
 */
export async function changeAppointment(
  repos: Repositories,
  id: number,
  body: AppointmentChange,
  userId: number,
): Promise<Appointment> {
  const before = await repos.appointments.find(id);
  if (!before) throw ApiError.detail(404, MESSAGES.notFound);
  if (before.status !== OPEN_STATUS) throw closedRefusal(before.status);
  const changes = readAppointmentChange(body);
  const changed = await repos.appointments.change(id, changes, { userId, now: new Date().toISOString() });
  const after = await repos.appointments.find(id);
  if (!after) throw ApiError.detail(404, MESSAGES.notFound);
  if (!changed) throw closedRefusal(after.status);
  return toAppointmentResponse(after);
}
