import { useLocation } from 'react-router-dom';
import { TabPanel, TabView } from 'primereact/tabview';
import { patientInState, patientName, type Patient } from '../../api/patients';
import { usePatient } from '../../api/use-patients';
import { MoreInfo } from './more-info';
import { PatientAppointments } from './patient-appointments';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? 'N/A' : String(value));

/**
 * /patients-details (platform §2.8): the patient in navigation state, refreshed from the server; header, More Info and
 * Appointments tabs.
 */
export function PatientDetailsScreen() {
  const given = patientInState(useLocation().state) as Patient | null;
  const { data } = usePatient(given?.id);
  if (!given) {
    return (
      <section className="screen" aria-labelledby="screen-title">
        <h1 id="screen-title">Patient Details</h1>
        <p className="muted">No patient data available.</p>
      </section>
    );
  }
  const patient: Patient = { ...given, ...data };
  return (
    <section className="screen" aria-labelledby="screen-title">
      <header className="patient-header">
        <h1 id="screen-title">{patientName(patient)}</h1>
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
            <dd>{show(patient.dob)}</dd>
          </div>
        </dl>
      </header>
      <TabView>
        <TabPanel header="More Info">
          <MoreInfo patient={patient} />
        </TabPanel>
        <TabPanel header="Appointments">
          <PatientAppointments patientId={patient.id} />
        </TabPanel>
      </TabView>
    </section>
  );
}
