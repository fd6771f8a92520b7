import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PatientRegistrationForm } from '../../api/adapters/patient-registration';
import { patientRegistrationAdapter } from '../../api/adapters/patient-registration';
import { createAppointment } from '../../api/appointment-cache';
import { sameDayAppointment } from '../../api/appointments';
import { clinicStore, useSelectedClinic } from '../../api/clinic-store';
import { isClinic } from '../../lib/clinics';
import { ApiError } from '../../api/http-client';
import { createPatient, patientDetailsLink, toPatientRef, type Patient } from '../../api/patients';
import { SchemaForm, useFormDefinition, type FormSubmission } from '../../engine';
import { networkSaveText } from '../../lib/format-error';
import { PageSpinner } from '../../ui/page-spinner';
import { useToast } from '../../ui/toast-context';
import { ClinicChoiceDialog } from './clinic-choice-dialog';
import { registrationErrors, type RegistrationErrors } from './registration-errors';
import { Cancelled, usePatientSave } from './use-patient-save';

const FORM_ID = 'patient-registration';
const DRAFT_KEY = 'register-patient';
export const APPOINTMENT_FAILED_ALERT = 'Failed to create appointment. Please try again.';
const ACTIONS = [
  { name: 'schedule', label: 'Schedule Appointment' },
  { name: 'attend', label: 'Attend to Patient Now' },
] as const;

/**
 * New Patient (platform §2.9, §4, §5, §8): the clinic first (the modal opens by itself when none is chosen), then the
 * registration form generated from `schemas/patient-registration`. 'Schedule Appointment' saves and goes to the
 * booking page; 'Attend to Patient Now' saves, books a same-day appointment and opens its consultation. A duplicate
 * primary phone asks 'Confirm Save' first.
 */
export function RegisterPatientScreen() {
  const definition = useFormDefinition(FORM_ID);
  const navigate = useNavigate();
  const toast = useToast();
  const clinic = useSelectedClinic();
  const [choosing, setChoosing] = useState(clinic === null);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const { save: saveWithConfirm, dialog: confirmSaveDialog } = usePatientSave();
  const latestClinic = useRef<unknown>(clinic);
  const formBox = useRef<HTMLDivElement>(null);
  const focusForm = useRef(false);
  const ready = definition.status === 'ready';

  // Once a clinic is chosen, typing goes straight into the form's first field.
  useEffect(() => {
    if (!focusForm.current || choosing || !ready) return;
    focusForm.current = false;
    formBox.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [choosing, ready]);

  const initial = useMemo<PatientRegistrationForm>(() => (clinic ? { clinic } : {}), [clinic]);
  const formFields = useMemo(
    () => new Set(definition.status === 'ready' ? Object.keys((definition.form.schema.properties ?? {}) as object) : []),
    [definition],
  );

  const save = (data: PatientRegistrationForm): Promise<Patient> =>
    saveWithConfirm((confirmSave) => createPatient(patientRegistrationAdapter.toPayload(data, { confirmSave })), 'Creating patient...');

  const onSubmit = async (data: PatientRegistrationForm, submission?: FormSubmission) => {
    const action = submission?.action;
    setErrors({});
    let patient: Patient;
    try {
      patient = await save(data);
    } catch (error) {
      if (!(error instanceof Cancelled)) {
        // No answer (offline, or none in time) is said as such, in the toast and the banner.
        const network = networkSaveText(error);
        toast.error(network ?? 'Failed to create patient');
        setErrors(network ? { banner: network } : registrationErrors(error instanceof ApiError ? error.data : undefined, formFields));
      }
      throw error;
    }
    toast.success('Patient created successfully.');
    if (isClinic(data.clinic)) clinicStore.set(data.clinic);
    if (action === 'attend') {
      try {
        const appointment = await createAppointment(sameDayAppointment(patient.id));
        navigate(`/consultation/${appointment.id}`);
      } catch {
        window.alert(APPOINTMENT_FAILED_ALERT);
        const { to, state } = patientDetailsLink(patient);
        navigate(to, { state });
      }
      return;
    }
    navigate('/createAppointment', { state: { patient: toPatientRef(patient) } });
  };

  const onChange = (data: PatientRegistrationForm) => {
    latestClinic.current = data.clinic;
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">New Patient</h1>
      {/* Unmounted once answered: a dialog that closes gives focus back, after its animation, to what had it when it
          opened (the heading), which would take it from the field the person is already typing in. */}
      {choosing && (
        <ClinicChoiceDialog
          visible
          initial={clinic}
          onChoose={(chosen) => {
            clinicStore.set(chosen);
            latestClinic.current = chosen;
            focusForm.current = true;
            setChoosing(false);
          }}
          onClose={() => {
            focusForm.current = true;
            setChoosing(false);
          }}
        />
      )}
      {confirmSaveDialog}
      {errors.banner && (
        <p className="form-banner" role="alert">
          {errors.banner}
        </p>
      )}
      {definition.status === 'loading' && <PageSpinner label="Loading form..." />}
      {definition.status === 'error' && (
        <p className="form-banner" role="alert">
          The form could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {definition.status === 'ready' && !choosing && (
        <div
          ref={formBox}
          // Before the form's own validation: without a clinic the person is told so (platform §5).
          onSubmitCapture={() => {
            if (!isClinic(latestClinic.current)) toast.error('Please select a clinic');
          }}
        >
          <SchemaForm<PatientRegistrationForm>
            form={definition.form}
            validateFns={definition.validateFns}
            formData={initial}
            draftKey={DRAFT_KEY}
            hideTitle
            liveValidate="onChange"
            actions={ACTIONS}
            serverErrors={errors.fields}
            onChange={onChange}
            onSubmit={onSubmit}
          />
        </div>
      )}
    </section>
  );
}
