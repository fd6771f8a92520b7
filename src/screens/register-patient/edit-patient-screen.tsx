import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { mutate } from 'swr';
import { Button } from 'primereact/button';
import { patientRegistrationAdapter, type PatientRegistrationForm } from '../../api/adapters/patient-registration';
import { ApiError } from '../../api/http-client';
import { patientDetailPath, patientDetailsLink, patientHistoryPath, patientIdParam, patientName, updatePatient } from '../../api/patients';
import { usePatient } from '../../api/use-patients';
import { SchemaForm, useFormDefinition } from '../../engine';
import { errorMessageOf, networkSaveText } from '../../lib/format-error';
import { PageSpinner } from '../../ui/page-spinner';
import { useToast } from '../../ui/toast-context';
import { registrationErrors, type RegistrationErrors } from './registration-errors';
import { Cancelled, usePatientSave } from './use-patient-save';

const FORM_ID = 'patient-registration';

/**
 * /edit-patient?id= : a patient's fields in the registration form itself (`schemas/patient-registration`, the same
 * renderer and rules), filled from the patient as the server answers it. 'Save Changes' replaces them
 * (PUT /clients/api/update-patient/{id}/; the server keeps what they replace as the patient's history), asking
 * 'Confirm Save' first when the new primary phone number is another patient's; then back to the patient's details.
 */
export function EditPatientScreen() {
  const [params] = useSearchParams();
  const id = patientIdParam(params.get('id'));
  const navigate = useNavigate();
  const toast = useToast();
  const definition = useFormDefinition(FORM_ID);
  const { data: patient, error, isLoading } = usePatient(id ?? undefined);
  const { save, dialog } = usePatientSave();
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const formData = useMemo(() => (patient ? (patientRegistrationAdapter.fromResponse(patient) as PatientRegistrationForm) : undefined), [patient]);
  const formFields = useMemo(
    () => new Set(definition.status === 'ready' ? Object.keys((definition.form.schema.properties ?? {}) as object) : []),
    [definition],
  );
  const toDetails = () => (id === null ? navigate('/my-patients') : navigate(patientDetailsLink({ id }).to, { replace: true }));

  if (id === null) return <Missing text="No patient data available." onBack={() => navigate('/my-patients')} />;
  if (error instanceof ApiError && error.status === 404) return <Missing text={`No patient found with the id "${id}".`} onBack={toDetails} />;
  if (error) return <Missing text={`Failed to fetch patient details: ${errorMessageOf(error)}`} onBack={toDetails} />;

  const onSubmit = async (data: PatientRegistrationForm) => {
    setErrors({});
    try {
      const updated = await save((confirmSave) => updatePatient(id, patientRegistrationAdapter.toPayload(data, { confirmSave })), 'Updating patient...');
      await Promise.all([mutate(patientDetailPath(id), updated, { revalidate: false }), mutate((key) => typeof key === 'string' && key.startsWith(patientHistoryPath(id).split('?')[0]!))]);
      toast.success('Patient updated successfully');
      navigate(patientDetailsLink(updated).to, { replace: true, state: { patient: updated } });
    } catch (failure) {
      if (!(failure instanceof Cancelled)) {
        const network = networkSaveText(failure);
        toast.error(network ?? 'Failed to update patient details');
        setErrors(network ? { banner: network } : registrationErrors(failure instanceof ApiError ? failure.data : undefined, formFields));
      }
      throw failure;
    }
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{patient ? `Edit ${patientName(patient)}` : 'Edit Patient'}</h1>
      {dialog}
      {errors.banner && (
        <p className="form-banner" role="alert">
          {errors.banner}
        </p>
      )}
      {definition.status === 'error' && (
        <p className="form-banner" role="alert">
          The form could not be loaded. Check your connection and reload the page.
        </p>
      )}
      {(definition.status === 'loading' || isLoading || !formData) && definition.status !== 'error' && <PageSpinner label="Loading patient..." />}
      {definition.status === 'ready' && formData && (
        <SchemaForm<PatientRegistrationForm>
          form={definition.form}
          validateFns={definition.validateFns}
          formData={formData}
          hideTitle
          liveValidate="onChange"
          submitLabel="Save Changes"
          onBack={toDetails}
          backLabel="Cancel"
          serverErrors={errors.fields}
          onNoChanges={() => {
            toast.info('No changes detected');
            toDetails();
          }}
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}

function Missing({ text, onBack }: { text: string; onBack: () => void }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Edit Patient</h1>
      <p className="muted">{text}</p>
      <Button type="button" label="Back" outlined onClick={onBack} />
    </section>
  );
}
