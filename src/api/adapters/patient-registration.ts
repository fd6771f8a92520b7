import registrationSchema from '../../../schemas/patient-registration/schema.json';
import { isRecord, type JsonRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';
import type { Clinic } from '../../lib/clinics';

export type { Clinic };

/**
 * The registration form's data (platform §3): the properties of `schemas/patient-registration`, a field not
 * filled in absent. Only the clinic is named here: the screen keeps the chosen clinic.
 */
export type PatientRegistrationForm = { clinic?: Clinic } & Record<string, unknown>;

/** `POST /clients/api/patients/` and `PUT /clients/api/update-patient/{id}/`: the form data as it is. */
export type PatientRegistrationPayload = PatientRegistrationForm & { confirm_save?: true };

/** A schema node (object) or nothing. */
const node = (value: unknown): JsonRecord => (isRecord(value) ? value : {});

/** The registration schema's properties: the one given (the server's, a test's copy), else the shipped one. */
function propertiesOf(schema: unknown): JsonRecord {
  return node(node(schema ?? registrationSchema).properties);
}

/**
 * `body` with the names of the form: a key the schema names as a property's `x-read-name` (the read answer's
 * `insurance_provider`, …) is taken as that property when the body does not give the property itself; `null`
 * values are dropped (the form's "not given"). Every other key is kept as it came, so that validating the
 * result still refuses what the form does not have. Anything but an object is answered as it came.
 */
export function withFormNames(body: unknown, schema?: unknown): unknown {
  if (!isRecord(body)) return body;
  const properties = propertiesOf(schema);
  const readNames = new Map<string, string>();
  for (const [key, property] of Object.entries(properties)) {
    const readName = node(property)['x-read-name'];
    if (typeof readName === 'string') readNames.set(readName, key);
  }
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    const formKey = readNames.get(key);
    if (formKey === undefined) out[key] = value;
    else if (body[formKey] === null || body[formKey] === undefined) out[formKey] = value;
  }
  return out;
}

/**
 * Patient registration. The payload is the form data (fields not filled in are left out), plus
 * `confirm_save: true` when the context says the user confirmed a duplicate phone number. Reading a patient
 * answer gives the form data: the schema's properties only (an answer adds its own: id, patient_id, age, …),
 * under their form names (`x-read-name`), without `null` values.
 */
export const patientRegistrationAdapter: FormAdapter<PatientRegistrationForm, PatientRegistrationPayload> = {
  toPayload(formData: PatientRegistrationForm, context: AdapterContext): PatientRegistrationPayload {
    const payload: Record<string, unknown> = {};
    if (isRecord(formData)) {
      for (const [key, value] of Object.entries(formData)) {
        if (value !== undefined) payload[key] = value;
      }
    }
    if (context.confirmSave) payload.confirm_save = true;
    return payload as PatientRegistrationPayload;
  },

  fromResponse(body: unknown, context?: AdapterContext): PatientRegistrationForm {
    const named = withFormNames(body, context?.schema);
    if (!isRecord(named)) return named as PatientRegistrationForm;
    const properties = propertiesOf(context?.schema);
    return Object.fromEntries(Object.entries(named).filter(([key]) => Object.hasOwn(properties, key))) as PatientRegistrationForm;
  },
};
