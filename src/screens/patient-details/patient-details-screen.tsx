import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { ApiError } from '../../api/http-client';
import { patientIdParam, patientInState, patientName, toPatientRef, type Patient } from '../../api/patients';
import { usePatient } from '../../api/use-patients';
import { useFormDefinition } from '../../engine';
import { errorMessageOf } from '../../lib/format-error';
import { formatDate } from '../../lib/display-dates';
import { PageSpinner } from '../../ui/page-spinner';
import { RoleGate, useCan } from '../../ui/role-gate';
import { PatientAlerts } from '../../views/patient-alerts';
import { MoreInfo } from './more-info';
import { PatientAppointments } from './patient-appointments';
import { PatientTrends } from './patient-trends';
import { PatientHistory } from './patient-history';

/** The form whose properties More Info lists beyond the specification's fields. */
const REGISTRATION_FORM = 'patient-registration';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? 'N/A' : String(value));

function Message({ text, onBack }: { text: string; onBack?: () => void }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Patient Details</h1>
      <p className="muted">{text}</p>
      {onBack && <Button type="button" label="Back" outlined onClick={onBack} />}
    </section>
  );
}

/**
 * /patients-details (platform §2.8): the patient in navigation state, or by `?id=` (a bookmark, a new tab), read
 * from the server either way; header with Back, Edit Patient and Book Appointment, More Info and Appointments tabs
 * (and Trends and History for the roles that may read them).
 */
export function PatientDetailsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const given = patientInState(location.state) as Patient | null;
  const byUrl = params.get('id');
  const id = given?.id ?? patientIdParam(byUrl);
  const { data, error, isLoading } = usePatient(id ?? undefined);
  const registration = useFormDefinition(REGISTRATION_FORM);
  const seesRecords = useCan('records.view');
  const seesHistory = useCan('patient.history');
  // The first entry of this tab has the key 'default': there is nothing to go back to.
  const back = () => (location.key === 'default' ? navigate('/my-patients') : navigate(-1));
  if (!given && byUrl === null) return <Message text="No patient data available." />;
  if (!given) {
    if (id === null || (error instanceof ApiError && error.status === 404)) {
      return <Message text={`No patient found with the id "${byUrl}".`} onBack={back} />;
    }
    if (error) return <Message text={`Failed to fetch patient details: ${errorMessageOf(error)}`} onBack={back} />;
    if (isLoading || !data) return <PageSpinner />;
  }
  const patient = { ...given, ...data } as Patient;
  return (
    <section className="screen" aria-labelledby="screen-title">
      <header className="patient-header">
        <div className="screen-header">
          <h1 id="screen-title">{patientName(patient)}</h1>
          <div className="row-actions">
            <Button type="button" label="Back" outlined onClick={back} />
            <RoleGate action="patient.register">
              <Button
                type="button"
                label="Edit Patient"
                icon="pi pi-pencil"
                outlined
                onClick={() => navigate(`/edit-patient?id=${patient.id}`)}
              />
            </RoleGate>
            <RoleGate action="appointment.book_from_list">
              <Button
                type="button"
                label="Book Appointment"
                onClick={() => navigate('/createAppointment', { state: { patient: toPatientRef(patient) } })}
              />
            </RoleGate>
          </div>
        </div>
        <dl className="patient-facts">
          <div>
            <dt>Patient ID</dt>
            <dd>{show(patient.patient_id)}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{show(patient.primary_phone)}</dd>
          </div>
          <div>
            <dt>Age</dt>
            <dd>{show(patient.age)}</dd>
          </div>
          <div>
            <dt>Gender</dt>
            <dd>{show(patient.gender)}</dd>
          </div>
          <div>
            <dt>Date of birth</dt>
            <dd>{show(formatDate(patient.dob))}</dd>
          </div>
        </dl>
        <PatientAlerts patientId={patient.id} />
      </header>
      <TabView>
        <TabPanel header="More Info">
          <MoreInfo patient={patient} registration={registration.status === 'ready' ? registration.form : undefined} />
        </TabPanel>
        <TabPanel header="Appointments">
          <PatientAppointments patientId={patient.id} />
        </TabPanel>
        {/* Clinical values: for those who may read the consultation's records (config/permissions.json). */}
        <TabPanel header="Trends" visible={seesRecords}>
          <PatientTrends patientId={patient.id} />
        </TabPanel>
        {/* Who changed the patient's fields, and what they held before (config/permissions.json). */}
        <TabPanel header="History" visible={seesHistory}>
          <PatientHistory patientId={patient.id} registration={registration.status === 'ready' ? registration.form : undefined} />
        </TabPanel>
      </TabView>
    </section>
  );
}
