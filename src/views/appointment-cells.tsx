import type { Appointment } from '../api/appointments';
import { formatDate } from '../lib/display-dates';
import { StatusBadge } from '../ui/status-badge';

/** An appointment's day, and its time when one is booked: '28 Nov 2026, 15:45'. */
export function appointmentWhen(appointment: Pick<Appointment, 'appointment_date' | 'appointment_time'>): string {
  const day = formatDate(appointment.appointment_date);
  return appointment.appointment_time ? `${day}, ${appointment.appointment_time}` : day;
}

/** An appointment's time of day (HH:MM), or '—' when only the day is booked. */
export function appointmentTime(appointment: Pick<Appointment, 'appointment_time'>): string {
  return appointment.appointment_time ?? '—';
}

/** The clinician an appointment is booked with, or '—'. */
export function appointmentClinician(appointment: Pick<Appointment, 'clinician_name'>): string {
  return appointment.clinician_name ?? '—';
}

/** The status badge, and for a cancelled appointment the reason it was cancelled ('No-show', …). */
export function StatusWithReason({ appointment }: { appointment: Pick<Appointment, 'status' | 'cancel_reason'> }) {
  return (
    <>
      <StatusBadge status={appointment.status} />
      {appointment.status === 'Cancelled' && appointment.cancel_reason && (
        <span className="muted"> {appointment.cancel_reason}</span>
      )}
    </>
  );
}
