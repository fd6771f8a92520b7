/**
 * Patients and appointments for tests, written through the repositories (fast, no HTTP), and the registration
 * body the client sends. Every patient gets its own primary phone number unless a test gives one.
 */
import type { FastifyInstance } from 'fastify';
import type { PatientFields } from '../../../server/db/repositories/patients';
import type { NewAppointment } from '../../../server/db/tables/appointments';
import type { PatientRecord } from '../../../server/db/tables/patients';
import { localDate } from '../../../server/lib/dates';

let phones = 0;

/** A phone number no other test patient has (10 digits, 05…). */
export function uniquePhone(): string {
  phones += 1;
  return `05${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(5, '0')}`;
}

/** Valid registration columns (the form's minimal fixture), with a fresh primary phone. */
export function patientFields(overrides: Partial<PatientFields> = {}): PatientFields {
  return {
    first_name: 'Ama',
    last_name: 'Owusu',
    other_names: null,
    dob: '1990-04-12',
    gender: 'Female',
    clinic: 'Old Site',
    occupation_category: 'Education & Training',
    occupation: 'Teacher',
    address: 'H/No. 12, Ring Road',
    residence: null,
    region: 'Ashanti',
    landmark: 'Near the Methodist church',
    hometown: 'Kumasi',
    primary_phone: uniquePhone(),
    alternate_phone: null,
    emergency_contact_name: 'Kofi Owusu',
    emergency_contact_number: '0209876543',
    hospital_id: null,
    date_of_first_visit: null,
    insurance_provider: null,
    insurance_number: null,
    ...overrides,
  };
}

/** The creation body the registration screen sends (form field names), with a fresh primary phone. */
export function patientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Ama',
    last_name: 'Owusu',
    dob: '1990-04-12',
    gender: 'Female',
    clinic: 'Old Site',
    occupation_category: 'Education & Training',
    occupation: 'Teacher',
    address: 'H/No. 12, Ring Road',
    landmark: 'Near the Methodist church',
    hometown: 'Kumasi',
    region: 'Ashanti',
    primary_phone: uniquePhone(),
    emergency_contact_name: 'Kofi Owusu',
    emergency_contact_number: '0209876543',
    ...overrides,
  };
}

async function authorId(app: FastifyInstance): Promise<number> {
  const user = await app.repos.users.firstActive(['hospital administrator']);
  if (!user) throw new Error('no user to register patients with');
  return user.id;
}

/** Registers a patient through the repository. */
export async function createPatient(app: FastifyInstance, overrides: Partial<PatientFields> = {}): Promise<PatientRecord> {
  const now = new Date();
  return app.repos.patients.create({
    fields: patientFields(overrides),
    createdBy: await authorId(app),
    registrationDate: localDate(now),
    now: now.toISOString(),
  });
}

/**
 * Writes an appointment through the repository: Scheduled, New, today, unless overridden. Answers its id. An
 * override to a past day or to Completed/Cancelled stands for history already in the clinic: the API's booking
 * refuses both (server/services/record-lifecycle.ts), and such an appointment's records are locked.
 */
export async function createAppointment(
  app: FastifyInstance,
  patientId: number,
  overrides: Partial<NewAppointment> = {},
): Promise<number> {
  const row = await app.repos.appointments.create({
    patient_id: patientId,
    appointment_date: localDate(),
    appointment_type: 'New',
    status: 'Scheduled',
    notes: null,
    created_by: await authorId(app),
    created_at: new Date().toISOString(),
    completed_at: null,
    ...overrides,
  });
  return row.id;
}

/** A new patient with one appointment today. */
export async function patientWithAppointment(app: FastifyInstance): Promise<{ appointmentId: number; patientId: number }> {
  const patient = await createPatient(app);
  return { patientId: patient.id, appointmentId: await createAppointment(app, patient.id) };
}

/** What a completion needs saved (server/services/record-lifecycle.ts): a diagnosis and a management plan. */
const COMPLETION_RECORDS: Record<string, unknown> = {
  diagnosis: { appointment: null, differential_diagnosis: 'Refractive error', final_diagnoses: [] },
  management: { counselling: true, counselling_details: 'Reading habits', prescribed_medications: [] },
};

/**
 * Stores, through the repository, a diagnosis and a management plan for the appointment where it has none yet, so
 * that it may be completed; a record already saved (by the test itself) is left as the only one of its form.
 */
export async function saveCompletionRecords(app: FastifyInstance, appointmentId: number): Promise<void> {
  const user = await app.repos.users.findByUsername('student');
  if (!user) throw new Error('no user to save records with');
  for (const [formId, data] of Object.entries(COMPLETION_RECORDS)) {
    if (await app.repos.sectionRecords.latest(appointmentId, formId)) continue;
    await app.repos.sectionRecords.insert({
      appointmentId,
      formId,
      schemaVersion: '0',
      data: formId === 'diagnosis' ? { ...(data as object), appointment: appointmentId } : data,
      savedBy: user.id,
      savedAt: new Date().toISOString(),
    });
  }
}
