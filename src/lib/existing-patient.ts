/**
 * A patient already holding a primary phone number, as a duplicate-phone answer lists them under
 * `existing_patients` (docs/api.md): written by the server, read by the registration screen.
 */
export interface ExistingPatient {
  id: number;
  patient_id: string;
  first_name: string;
  last_name: string;
  dob: string;
}
