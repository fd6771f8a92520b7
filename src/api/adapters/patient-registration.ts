import registrationSchema from '../../../schemas/patient-registration/schema.json';
import { schemaAdapter } from './schema-adapter';
import { shippedSchema } from './shipped-schema';
import type { FormAdapter } from './types';
import type { Clinic } from '../../lib/clinics';

export type { Clinic };

/**
 * The registration form's data (platform §3): the properties of `schemas/patient-registration`, a field not
 * filled in absent. Only the clinic is named here: the screen keeps the chosen clinic.
 */
export type PatientRegistrationForm = { clinic?: Clinic } & Record<string, unknown>;

/** `POST /clients/api/patients/` and `PUT /clients/api/update-patient/{id}/`: the form data, blanks as null. */
export type PatientRegistrationPayload = Record<string, unknown> & { confirm_save?: true };

/**
 * Patient registration: the wire transform over the registration schema. Its annotations say the rest: the
 * read answer's names (`x-read-name`) and `confirm_save: true` when the context says the user confirmed a duplicate
 * phone number (root `x-wire.flags`).
 */
export const patientRegistrationAdapter = schemaAdapter(shippedSchema(registrationSchema), []) as FormAdapter<
  PatientRegistrationForm,
  PatientRegistrationPayload
>;
