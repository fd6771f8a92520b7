import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { ApiError } from '../api/http-client';
import { changeAppointment } from '../api/appointment-cache';
import { NO_SHOW_REASON, type Appointment, type AppointmentChange } from '../api/appointments';
import { formatApiError } from '../lib/format-error';
import { formatDate } from '../lib/display-dates';
import { localDate } from '../lib/local-date';
import { AppDialog } from '../ui/app-dialog';
import { useToast } from '../ui/toast-context';

/** What a change does: cancel with a reason, mark a no-show, or move to another day or time. */
export type ChangeMode = 'cancel' | 'no-show' | 'reschedule';

export const REASON_NEEDED = 'Give a reason for cancelling the appointment.';
export const DATE_NEEDED = 'Choose the new date.';

type Field = 'cancel_reason' | 'appointment_date' | 'appointment_time';
type Errors = Partial<Record<Field, string[]>> & { detail?: string };

const TEXTS: Record<ChangeMode, { header: string; confirm: string; done: string }> = {
  cancel: { header: 'Cancel Appointment', confirm: 'Cancel Appointment', done: 'Appointment cancelled.' },
  'no-show': { header: 'Mark No-show', confirm: 'Mark No-show', done: 'Appointment marked as a no-show.' },
  reschedule: { header: 'Reschedule Appointment', confirm: 'Reschedule', done: 'Appointment rescheduled.' },
};

/** The messages of a refused change: per field, or the answer's detail (or the generic formatter's text). */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && typeof error.data === 'object' && error.data !== null) {
    const data = error.data as Record<string, unknown>;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : undefined);
    const errors: Errors = {};
    for (const field of ['cancel_reason', 'appointment_date', 'appointment_time'] as const) {
      const messages = list(data[field]);
      if (messages?.length) errors[field] = messages;
    }
    if (typeof data.detail === 'string') errors.detail = data.detail;
    if (Object.keys(errors).length > 0) return errors;
  }
  return { detail: formatApiError(error) };
}

export interface ChangeAppointmentDialogProps {
  /** The appointment to change; the dialog is shown while there is one. */
  appointment: Appointment | null;
  mode: ChangeMode;
  onClose: () => void;
  /** After the server answered the change (the cached lists are asked for again). */
  onChanged: (appointment: Appointment) => void;
}

/**
 * Cancel (a reason is required), mark a no-show (cancelled with the reason 'No-show') or reschedule (a new date,
 * an optional time) one Scheduled appointment, through PATCH /clients/api/appointments/{id}/. The server's refusals
 * show under their fields, or above them.
 */
export function ChangeAppointmentDialog({ appointment, mode, onClose, onChanged }: ChangeAppointmentDialogProps) {
  const id = useId();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<Appointment | null>(null);
  // A new appointment to change starts from its own day and time, with no reason and no errors.
  if (appointment !== shownFor) {
    setShownFor(appointment);
    setReason('');
    setDate(appointment?.appointment_date ?? '');
    setTime(appointment?.appointment_time ?? '');
    setErrors({});
  }
  const texts = TEXTS[mode];

  const bodyOf = (): AppointmentChange | Errors => {
    if (mode === 'no-show') return { status: 'Cancelled', cancel_reason: NO_SHOW_REASON };
    if (mode === 'cancel') return reason.trim() ? { status: 'Cancelled', cancel_reason: reason.trim() } : { cancel_reason: [REASON_NEEDED] };
    if (!date) return { appointment_date: [DATE_NEEDED] };
    return { appointment_date: date, appointment_time: time || null };
  };

  const send = async () => {
    if (!appointment || busy) return;
    const body = bodyOf();
    if (Object.values(body).some(Array.isArray)) {
      setErrors(body as Errors);
      return;
    }
    setBusy(true);
    try {
      const changed = await changeAppointment(appointment.id, body as AppointmentChange);
      toast.success(texts.done);
      onChanged(changed);
    } catch (error) {
      const found = errorsOf(error);
      setErrors(found);
      toast.error(found.detail ?? Object.values(found).flat()[0] ?? formatApiError(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input({
        id: `${id}-${name}`,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      })}
      {errors[name] && (
        <small id={`${id}-${name}-error`} className="p-error" role="alert">
          {errors[name].join(' ')}
        </small>
      )}
    </div>
  );

  const who = appointment ? `${appointment.patient_name} on ${formatDate(appointment.appointment_date)}` : '';
  return (
    <AppDialog
      header={texts.header}
      visible={appointment !== null}
      onHide={onClose}
      closeOnEscape
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Back" outlined onClick={onClose} disabled={busy} />
          <Button
            type="button"
            label={texts.confirm}
            severity={mode === 'reschedule' ? undefined : 'danger'}
            loading={busy}
            onClick={() => void send()}
          />
        </div>
      }
    >
      <p>
        {mode === 'no-show'
          ? `Mark the appointment of ${who} as a no-show? It is cancelled with the reason '${NO_SHOW_REASON}'.`
          : `The appointment of ${who}.`}
      </p>
      {errors.detail && (
        <p className="form-error" role="alert">
          {errors.detail}
        </p>
      )}
      {mode === 'cancel' &&
        field('cancel_reason', 'Reason for cancelling', (props) => (
          <textarea {...props} className="p-inputtext" rows={3} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} />
        ))}
      {mode === 'reschedule' && (
        <>
          {field('appointment_date', 'New date', (props) => (
            <input {...props} type="date" className="p-inputtext" required min={localDate()} value={date} onChange={(e) => setDate(e.target.value)} />
          ))}
          {field('appointment_time', 'New time (optional)', (props) => (
            <input {...props} type="time" className="p-inputtext" value={time} onChange={(e) => setTime(e.target.value)} />
          ))}
        </>
      )}
    </AppDialog>
  );
}
