/** Schemas of the patient and appointment routes (also their OpenAPI description). */
import registrationSchema from '../../../schemas/patient-registration/schema.json';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const date = { type: 'string', description: 'YYYY-MM-DD.' } as const;
/** The clinics and genders of the registration schema: the lists live there only. */
const { clinic, gender } = registrationSchema.properties;

/** Platform §3 "Patient (read)", plus the creation fields it lacks, under their creation names. */
export const patientSchema = {
  title: 'Patient',
  type: 'object',
  description:
    'A patient: the read fields of the specification, plus otherNames, occupation_category, occupation, residence, ' +
    'hometown and hospitalId under their creation names, so the registration form can be filled from it. A value ' +
    'not given is null.',
  properties: {
    id: { type: 'integer', description: 'The numeric id (paths and appointments use it).' },
    patient_id: { type: 'string', description: 'Readable id assigned at registration: SL- and six digits.' },
    first_name: text,
    last_name: text,
    clinic: { type: 'string', enum: clinic.enum },
    primary_phone: text,
    alternate_phone: nullableText,
    age: { type: 'integer', description: 'Whole years since dob, counted on the day of the request.' },
    gender: { type: 'string', enum: gender.enum },
    dob: date,
    id_type: { type: ['string', 'null'], enum: ['Hospital ID', null], description: "'Hospital ID' when hospitalId is set." },
    id_number: { type: ['string', 'null'], description: 'The hospital ID.' },
    address: text,
    landmark: text,
    region: text,
    emergency_contact_name: text,
    emergency_contact_number: text,
    insurance_type: { type: ['string', 'null'], enum: ['Public', 'Private', null], description: 'Public for NHIS.' },
    insurance_provider: { type: ['string', 'null'], enum: ['NHIS', 'Private', null] },
    insurance_number: nullableText,
    date_of_first_visit: { type: ['string', 'null'], description: 'YYYY-MM-DD.' },
    registration_date: { ...date, description: 'YYYY-MM-DD, the day the patient was registered.' },
    otherNames: nullableText,
    occupation_category: text,
    occupation: text,
    residence: nullableText,
    hometown: text,
    hospitalId: nullableText,
  },
  required: [
    'id', 'patient_id', 'first_name', 'last_name', 'clinic', 'primary_phone', 'alternate_phone', 'age', 'gender',
    'dob', 'id_type', 'id_number', 'address', 'landmark', 'region', 'emergency_contact_name',
    'emergency_contact_number', 'insurance_type', 'insurance_provider', 'insurance_number', 'date_of_first_visit',
    'registration_date', 'otherNames', 'occupation_category', 'occupation', 'residence', 'hometown', 'hospitalId',
  ],
  additionalProperties: false,
} as const;

/**
 * One patient (details, and the answer to registering or updating one): the read shape, plus every property of
 * the registration document that no field above holds (a property added to the registration schema), under its
 * form name, with the type it was saved with.
 */
export const patientDetailSchema = {
  ...patientSchema,
  title: 'PatientDetail',
  description:
    `${patientSchema.description} Beside these, every other property of the registration form ` +
    '(schemas/patient-registration) the patient was saved with, under its form name and with its type.',
  additionalProperties: true,
} as const;

/**
 * The keys of a patient answer that the registration form (`registration`, its schema) does not have: a body may
 * carry them (an answered patient sent back) and they are ignored.
 */
export function answerOnlyKeys(registration: unknown): Set<string> {
  const properties = (registration as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return new Set(Object.keys(patientSchema.properties).filter((key) => !Object.hasOwn(properties, key)));
}

/** A search answer: a patient, and where the query's words were found in it. */
export const patientSearchResultSchema = {
  ...patientSchema,
  title: 'PatientSearchResult',
  properties: {
    ...patientSchema.properties,
    matched_on: {
      type: 'array',
      items: { type: 'string', enum: ['name', 'patient_id', 'phone', 'other_names'] },
      description:
        "Where the query's words were found, each field once: first or last name, readable id, phone, and " +
        "'other_names' only for a word none of the others holds (the lists do not show other names).",
    },
  },
  required: [...patientSchema.required, 'matched_on'],
} as const;

/** Create and update bodies: checked by the handler against schemas/patient-registration (the form's rules). */
export const patientBodySchema = {
  title: 'PatientRequest',
  type: 'object',
  description:
    'The patient creation fields of the registration form (schemas/patient-registration/schema.json), validated with ' +
    "that schema: unknown fields are refused, messages are the form's. confirm_save: true saves despite a primary " +
    'phone number another patient has. Read-answer keys (id, patient_id, age, …) and null values are ignored, so an ' +
    'answered patient can be sent back.',
  properties: {
    confirm_save: { description: 'true to save although another patient has this primary phone number (a boolean).' },
  },
  // Open (the form's schema refuses unknown fields, in its own words), but not without end: every creation field
  // and every read-answer key fit many times over.
  maxProperties: 100,
} as const;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    search: {
      type: 'string',
      maxLength: 100,
      description: 'Part of a name, the readable id or a phone number; blank answers [].',
    },
  },
  additionalProperties: false,
} as const;

/** Platform §3 "Appointment", as every appointment route answers it. */
export const appointmentSchema = {
  title: 'Appointment',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    patient: { type: 'integer', description: "The patient's numeric id." },
    patient_id: { type: 'string', description: "The patient's readable id." },
    patient_name: { type: 'string', description: 'First and last name.' },
    appointment_date: date,
    appointment_type: { type: 'string', enum: ['New', 'Review'] },
    status: { type: 'string', enum: ['Scheduled', 'Completed', 'Cancelled'] },
    notes: nullableText,
  },
  required: ['id', 'patient', 'patient_id', 'patient_name', 'appointment_date', 'appointment_type', 'status', 'notes'],
  additionalProperties: false,
} as const;

const choice = (values: readonly string[], description: string) =>
  ({
    type: ['string', 'null'],
    enum: [...values, null],
    description,
    errorMessage: { enum: 'Not a valid choice.', type: 'Not a valid choice.' },
  }) as const;

export const appointmentBodySchema = {
  title: 'AppointmentRequest',
  type: 'object',
  properties: {
    patient: {
      $ref: 'IdRef#',
      description:
        "The patient's numeric id (or the same id as text, \"5\"); missing or unknown: 400 {\"detail\": \"Invalid patient data\"}.",
    },
    appointment_date: {
      type: ['string', 'null'],
      format: 'date',
      maxLength: 10,
      description: 'YYYY-MM-DD; today (the server\'s date) when absent or null.',
      errorMessage: {
        format: 'Enter a valid date (YYYY-MM-DD).',
        type: 'Enter a valid date (YYYY-MM-DD).',
        maxLength: 'Enter a valid date (YYYY-MM-DD).',
      },
    },
    appointment_type: choice(['New', 'Review'], 'New when absent or null.'),
    status: choice(['Scheduled', 'Completed', 'Cancelled'], 'Scheduled when absent or null.'),
    notes: { type: ['string', 'null'], maxLength: 2000, errorMessage: { type: 'Not a valid string.' } },
  },
  additionalProperties: false,
} as const;
