/** Patients (platform §3, §7): the read shape and the calls that change them. */
import type { PatientDetail, PatientRequest, PatientSearchResult } from '../../contracts/generated/types';
import { request } from './http-client';
import type { ExistingPatient } from '../lib/existing-patient';

/**
 * A patient as the API answers it (platform §3 Patient (read), contracts/patients.ts): one patient's details carry
 * every property of its registration document too; a search answer says where the query's words were found
 * (`matched_on`, docs/server.md "Patient search").
 */
export type Patient = PatientDetail & Partial<Pick<PatientSearchResult, 'matched_on'>>;

/** What the booking page needs of a patient (navigation state of /createAppointment). */
export interface PatientRef {
  id: number;
  /** Null when the state handed over lacks it. */
  patient_id: string | null;
  first_name: string;
  last_name: string;
}

/** The booking page's reference to a patient: its id, patient ID and name. */
export function toPatientRef(patient: PatientRef): PatientRef {
  return { id: patient.id, patient_id: patient.patient_id, first_name: patient.first_name, last_name: patient.last_name };
}

/** The patient handed over in navigation state (`{patient}`), when it has a numeric id; null otherwise. */
export function patientInState(state: unknown): (Partial<Patient> & { id: number }) | null {
  const patient = (state as { patient?: Partial<Patient> } | null)?.patient;
  return patient && typeof patient.id === 'number' ? (patient as Partial<Patient> & { id: number }) : null;
}

/** The numeric id in a `?id=` parameter (a positive integer), or null. */
export function patientIdParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The details page of a patient: its URL (shareable) and the patient in navigation state. */
export function patientDetailsLink<P extends { id: number }>(patient: P): { to: string; state: { patient: P } } {
  return { to: `/patients-details?id=${patient.id}`, state: { patient } };
}

/** A page of a list call: `{results, count}`. */
export interface Page<T> {
  results: T[];
  count: number;
}

export const PATIENTS_PATH = '/clients/api/patients/';
export const SEARCH_PATH = '/clients/api/search/';

export const patientDetailPath = (id: number) => `/clients/api/patient-detail/${id}/`;
export const patientTrendsPath = (id: number) => `/clients/api/patient-detail/${id}/trends/`;
/** A patient's edit history, newest first, one page at a time. */
export const patientHistoryPath = (id: number, page = 1) => `/clients/api/patient-detail/${id}/history/?page=${page}&page_size=${HISTORY_PAGE_SIZE}`;
/** Changes a page of a patient's history shows. */
export const HISTORY_PAGE_SIZE = 10;
export const patientAppointmentsPath = (id: number) => `/clients/api/${id}/appointments/`;
export const patientsPagePath = (page: number, pageSize: number) => `${PATIENTS_PATH}?page=${page}&page_size=${pageSize}`;
export const searchPath = (text: string) => `${SEARCH_PATH}?search=${encodeURIComponent(text)}`;

/** `POST /clients/api/patients/`: answers the new patient (with its id). */
export function createPatient(payload: PatientRequest): Promise<Patient> {
  return request<Patient>('post', PATIENTS_PATH, { data: payload });
}

/** `PUT /clients/api/update-patient/{id}/`. */
export function updatePatient(id: number, payload: PatientRequest): Promise<Patient> {
  return request<Patient>('put', `/clients/api/update-patient/${id}/`, { data: payload });
}

/** The patient's full name, 'First Last'. */
export function patientName(patient: Pick<Patient, 'first_name' | 'last_name'>): string {
  return [patient.first_name, patient.last_name].filter(Boolean).join(' ');
}

/** The duplicate-phone refusal: a 400 whose `primary_phone` message mentions `confirm_save` (platform §8). */
export function isDuplicatePhone(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const messages = (body as Record<string, unknown>).primary_phone;
  const list = Array.isArray(messages) ? messages : [messages];
  return list.some((message) => typeof message === 'string' && message.includes('confirm_save'));
}

export type { ExistingPatient };

/** The `existing_patients` of a duplicate-phone answer; none when the server sent none (or a malformed list). */
export function existingPatientsOf(body: unknown): ExistingPatient[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as Record<string, unknown>).existing_patients;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ExistingPatient =>
      typeof item === 'object' && item !== null && typeof (item as ExistingPatient).id === 'number' && typeof (item as ExistingPatient).patient_id === 'string',
  );
}
