/** Contracts of the patient routes (platform §3 "Patient (read)", §7; docs/api.md "Patients"). */
import registrationSchema from '../schemas/patient-registration/schema.json';
import { closedObject, pagedContract, ref, X_FORM } from './shapes';

export const PATIENT_FORM = 'patient-registration';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
/** The clinics and genders of the registration schema: the lists live there only. */
const { clinic, gender } = registrationSchema.properties;

const PATIENT_DESCRIPTION =
  'A patient: the read fields of the specification, plus otherNames, occupation_category, occupation, residence, ' +
  'hometown and hospitalId under their creation names, so the registration form can be filled from it. A value ' +
  'not given is null.';

/** Platform §3 "Patient (read)", plus the creation fields it lacks, under their creation names. */
const patientProperties = {
  id: { type: 'integer', description: 'The numeric id (paths and appointments use it).' },
  patient_id: { type: 'string', description: 'Readable id assigned at registration: SL- and six digits.' },
  first_name: text,
  last_name: text,
  clinic: { type: 'string', enum: clinic.enum },
  primary_phone: text,
  alternate_phone: nullableText,
  age: { type: 'integer', description: 'Whole years since dob, counted on the day of the request.' },
  gender: { type: 'string', enum: gender.enum },
  dob: { type: 'string', description: 'YYYY-MM-DD.' },
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
  registration_date: { type: 'string', description: 'YYYY-MM-DD, the day the patient was registered.' },
  otherNames: nullableText,
  occupation_category: text,
  occupation: text,
  residence: nullableText,
  hometown: text,
  hospitalId: nullableText,
} as const;

/** The keys of a patient answer (a body may carry them back: those the form has not are ignored). */
export const PATIENT_ANSWER_KEYS = Object.keys(patientProperties) as readonly (keyof typeof patientProperties)[];

export const Patient = { $id: 'Patient', ...closedObject(null, patientProperties, PATIENT_DESCRIPTION) } as const;

/**
 * One patient (details, and the answer to registering or updating one): the read shape, plus every property of
 * the registration document that no field above holds (a property added to the registration schema), under its
 * form name, with the type it was saved with.
 */
export const PatientDetail = {
  $id: 'PatientDetail',
  ...closedObject(
    null,
    patientProperties,
    `${PATIENT_DESCRIPTION} Beside these, every other property of the registration form ` +
      '(schemas/patient-registration) the patient was saved with, under its form name and with its type.',
  ),
  [X_FORM]: PATIENT_FORM,
  additionalProperties: true,
} as const;

/** A search answer: a patient, and where the query's words were found in it. */
export const PatientSearchResult = {
  $id: 'PatientSearchResult',
  ...closedObject(
    null,
    {
      ...patientProperties,
      matched_on: {
        type: 'array',
        items: { type: 'string', enum: ['name', 'patient_id', 'phone', 'other_names'] },
        description:
          "Where the query's words were found, each field once: first or last name, readable id, phone, and " +
          "'other_names' only for a word none of the others holds (the lists do not show other names).",
      },
    },
    PATIENT_DESCRIPTION,
  ),
} as const;

export const PatientSearchResults = {
  $id: 'PatientSearchResults',
  type: 'array',
  description: 'At most 50, best first.',
  items: ref('PatientSearchResult'),
} as const;

export const PatientPage = pagedContract('PatientPage', 'Patient');

/** Create and update bodies: checked by the handler against schemas/patient-registration (the form's rules). */
export const PatientRequest = {
  $id: 'PatientRequest',
  type: 'object',
  description:
    'The patient creation fields of the registration form (schemas/patient-registration/schema.json), validated with ' +
    "that schema: unknown fields are refused, messages are the form's. confirm_save: true saves despite a primary " +
    'phone number another patient has. Read-answer keys (id, patient_id, age, …) and null values are ignored, so an ' +
    'answered patient can be sent back.',
  [X_FORM]: PATIENT_FORM,
  properties: {
    // Any value reaches the handler, which answers one that is not a boolean in the API's words.
    confirm_save: { description: 'true to save although another patient has this primary phone number (a boolean).', tsType: 'boolean' },
  },
  // Open (the form's schema refuses unknown fields, in its own words), but not without end: every creation field
  // and every read-answer key fit many times over.
  maxProperties: 100,
} as const;

export const PATIENT_CONTRACTS = [Patient, PatientDetail, PatientSearchResult, PatientSearchResults, PatientPage, PatientRequest];
