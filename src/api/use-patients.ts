/** SWR hooks for patients (platform §7). Screens read these; they never fetch themselves. */
import useSWR, { preload, type SWRResponse } from 'swr';
import type { PatientRevisionPage, PatientTrends } from '../../contracts/generated/types';
import type { Appointment } from './appointments';
import { getJson } from './http-client';
import { patientAppointmentsPath, patientDetailPath, patientHistoryPath, patientTrendsPath, patientsPagePath, searchPath, type Page, type Patient } from './patients';

/** One page of the patients list, newest registered first. The previous page stays on screen while the next loads. */
export function usePatientsPage(page: number, pageSize: number): SWRResponse<Page<Patient>> {
  return useSWR<Page<Patient>>(patientsPagePath(page, pageSize), getJson, { keepPreviousData: true });
}

/** Search results for `text` (trimmed); no call for blank text. */
export function usePatientSearch(text: string): SWRResponse<Patient[]> {
  const query = text.trim();
  return useSWR<Patient[]>(query ? searchPath(query) : null, getJson);
}

/**
 * Starts the search for `text` in the shared cache, so that the results page shows it without a second call;
 * answers the results.
 */
export function runPatientSearch(text: string): Promise<Patient[]> {
  return Promise.resolve(preload<Patient[]>(searchPath(text.trim()), getJson));
}

/** One patient by id (fresh from the server); no call without an id. */
export function usePatient(id: number | undefined): SWRResponse<Patient> {
  return useSWR<Patient>(id ? patientDetailPath(id) : null, getJson);
}

/** A patient's appointments, newest first; no call without an id. */
export function usePatientAppointments(id: number | undefined): SWRResponse<Appointment[]> {
  return useSWR<Appointment[]>(id ? patientAppointmentsPath(id) : null, getJson);
}

/** A patient's VA (logMAR) and IOP over their visits (docs/api.md "Trends and previous values"); no call without an id. */
export function usePatientTrends(id: number | undefined): SWRResponse<PatientTrends> {
  return useSWR<PatientTrends>(id ? patientTrendsPath(id) : null, getJson);
}

/** One page of a patient's edit history, newest change first; no call without an id. */
export function usePatientHistory(id: number | undefined, page: number): SWRResponse<PatientRevisionPage> {
  return useSWR<PatientRevisionPage>(id ? patientHistoryPath(id, page) : null, getJson, { keepPreviousData: true });
}
