import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';
import type { Clinic } from '../../lib/clinics';

export type { Clinic };

export type Gender = 'Male' | 'Female';
export type InsuranceProvider = 'NHIS' | 'Private';

/** The patient creation fields (platform §3), as the form holds them; a field not filled in is absent. */
export interface PatientRegistrationForm {
  first_name?: string;
  last_name?: string;
  otherNames?: string;
  dob?: string;
  gender?: Gender;
  clinic?: Clinic;
  occupation_category?: string;
  occupation?: string;
  address?: string;
  residence?: string;
  region?: string;
  landmark?: string;
  hometown?: string;
  primary_phone?: string;
  alternate_phone?: string;
  emergency_contact_name?: string;
  emergency_contact_number?: string;
  hospitalId?: string;
  dateOfFirstVisit?: string;
  healthInsuranceProvider?: InsuranceProvider;
  healthInsuranceNumber?: string;
  [key: string]: unknown;
}

/** `POST /clients/api/patients/` and `PUT /clients/api/update-patient/{id}/`: the form data as it is. */
export type PatientRegistrationPayload = PatientRegistrationForm & { confirm_save?: true };

/** Read answer (platform §3 Patient (read)) names of creation fields. */
const READ_NAMES: Record<string, string> = {
  insurance_provider: 'healthInsuranceProvider',
  insurance_number: 'healthInsuranceNumber',
  date_of_first_visit: 'dateOfFirstVisit',
};

/** Keys of a read answer (or of a payload) that the form does not hold. */
const NOT_FORM_KEYS = new Set([
  'id',
  'patient_id',
  'age',
  'id_type',
  'id_number',
  'insurance_type',
  'registration_date',
  'confirm_save',
]);

/**
 * Patient registration. The payload is the form data (fields not filled in are left out), plus
 * `confirm_save: true` when the context says the user confirmed a duplicate phone number. Reading takes the
 * read answer's names back (`insurance_provider` → `healthInsuranceProvider`, …), drops what the form does not
 * hold (id, patient_id, age, …) and `null` values.
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

  fromResponse(body: unknown): PatientRegistrationForm {
    if (!isRecord(body)) return body as PatientRegistrationForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (NOT_FORM_KEYS.has(key) || value === null || value === undefined) continue;
      const formKey = READ_NAMES[key];
      if (formKey === undefined) out[key] = value;
      else if (!(formKey in body) || body[formKey] === null) out[formKey] = value;
    }
    return out as PatientRegistrationForm;
  },
};
