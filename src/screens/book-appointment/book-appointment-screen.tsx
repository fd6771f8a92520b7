import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { appointmentErrorText, createAppointment } from '../../api/appointment-cache';
import { type AppointmentType } from '../../api/appointments';
import { patientDetailsLink, patientInState, patientName, type PatientRef } from '../../api/patients';
import { localDate } from '../../lib/local-date';
import { useClinicians } from '../../api/use-appointments';
import { useToast } from '../../ui/toast-context';

export const NO_PATIENT_TEXT = 'Error: No valid patient selected.';

/** The patient handed over in navigation state, when it is one (an id and a name at least). */
export function patientFromState(state: unknown): PatientRef | null {
  const patient = patientInState(state);
  if (!patient || patient.id <= 0) return null;
  return {
    id: patient.id,
    patient_id: patient.patient_id ?? null,
    first_name: patient.first_name ?? '',
    last_name: patient.last_name ?? '',
  };
}

/**
 * /createAppointment (platform §2.10): books an appointment for the patient in navigation state — a date (today by
 * default), an optional time and clinician, New or Review, notes; status Scheduled.
 */
export function BookAppointmentScreen() {
  const patient = patientFromState(useLocation().state);
  const navigate = useNavigate();
  const toast = useToast();
  const [date, setDate] = useState(localDate);
  const [type, setType] = useState<AppointmentType>('New');
  const [notes, setNotes] = useState('');
  const [time, setTime] = useState('');
  const [clinician, setClinician] = useState('');
  const clinicians = useClinicians();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!patient) {
    return (
      <section className="screen" aria-labelledby="screen-title">
        <h1 id="screen-title">Book Appointment</h1>
        <p className="form-banner" role="alert">
          {NO_PATIENT_TEXT}
        </p>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!date) return setError('Choose the appointment date.');
    setError(null);
    setBusy(true);
    try {
      const appointment = await createAppointment({
        patient: patient.id,
        appointment_date: date,
        appointment_type: type,
        status: 'Scheduled',
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(time ? { appointment_time: time } : {}),
        ...(clinician ? { clinician: Number(clinician) } : {}),
      });
      toast.success('Appointment booked successfully.');
      if (appointment.appointment_date === localDate()) navigate('/appointments');
      else {
        const { to, state } = patientDetailsLink(patient);
        navigate(to, { state });
      }
    } catch (err) {
      const text = appointmentErrorText(err);
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Book Appointment</h1>
      <p className="muted">
        Patient: <strong>{patientName(patient)}</strong>
        {patient.patient_id ? ` (${patient.patient_id})` : ''}
      </p>
      <form className="form-grid narrow-form" onSubmit={onSubmit} aria-label="Book appointment" noValidate>
        <div className="field">
          <label htmlFor="appointment-date">Appointment date</label>
          <input
            id="appointment-date"
            type="date"
            className="p-inputtext p-component"
            required
            min={localDate()}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="appointment-time">Time (optional)</label>
          <input id="appointment-time" type="time" className="p-inputtext p-component" value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="appointment-clinician">Clinician (optional)</label>
          <select
            id="appointment-clinician"
            className="p-inputtext p-component"
            value={clinician}
            aria-busy={clinicians.isLoading || undefined}
            aria-describedby={clinicians.error ? 'appointment-clinician-error' : undefined}
            onChange={(e) => setClinician(e.target.value)}
          >
            <option value="">{clinicians.isLoading ? 'Loading clinicians...' : 'No clinician named'}</option>
            {(clinicians.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name} ({c.role})
              </option>
            ))}
          </select>
          {clinicians.error && (
            <small id="appointment-clinician-error" className="p-error">
              The clinicians could not be loaded; the appointment can be booked without one.
            </small>
          )}
        </div>
        <div className="field">
          <label htmlFor="appointment-type">Appointment type</label>
          <select id="appointment-type" className="p-inputtext p-component" value={type} onChange={(e) => setType(e.target.value as AppointmentType)}>
            <option value="New">New</option>
            <option value="Review">Review</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="appointment-notes">Notes</label>
          <textarea id="appointment-notes" className="p-inputtext p-component" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <Button type="button" label="Cancel" severity="secondary" outlined onClick={() => navigate(-1)} disabled={busy} />
          <Button type="submit" label="Book Appointment" loading={busy} disabled={busy} />
        </div>
      </form>
    </section>
  );
}
