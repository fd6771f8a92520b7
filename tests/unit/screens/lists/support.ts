import { json, stubFetch, type FetchMock } from '../../support/fetch-mock';
import { signIn, userWithRole } from '../../support/client-state';
import type { Appointment } from '../../../../src/api/appointments';
import type { Patient } from '../../../../src/api/patients';

export function appointment(id: number, status: Appointment['status'], name = `Patient ${id}`): Appointment {
  return { id, patient: id, appointment_date: '2026-11-21', appointment_type: 'New', status, notes: null, patient_id: `SL-${String(id).padStart(6, '0')}`, patient_name: name, appointment_time: null, clinician: null, clinician_name: null, cancel_reason: null };
}

export function patient(id: number, overrides: Partial<Patient> = {}): Patient {
  return {
    id,
    patient_id: `SL-${String(id).padStart(6, '0')}`,
    first_name: 'Ama',
    last_name: `Owusu${id}`,
    clinic: 'Old Site',
    primary_phone: '0241234567',
    alternate_phone: null,
    age: 30,
    gender: 'Female',
    dob: '1996-01-01',
    id_type: null,
    id_number: null,
    address: 'Cape Coast',
    landmark: 'Market',
    region: 'Central',
    emergency_contact_name: 'Kofi',
    emergency_contact_number: '0201234567',
    insurance_type: null,
    insurance_provider: null,
    insurance_number: null,
    date_of_first_visit: null,
    registration_date: '2026-11-21',
    otherNames: null,
    occupation_category: 'Employed',
    occupation: 'Trader',
    residence: null,
    hometown: 'Cape Coast',
    hospitalId: null,
    ...overrides,
  };
}

/**
 * Signs in a user of `role` and stubs the API: `routes` by path (query left out), the current user, and 404 for
 * anything else. Answers the fetch mock.
 */
export function serve(role: string, routes: Record<string, (url: URL, init: RequestInit) => Response>): FetchMock {
  const user = userWithRole(role);
  signIn(user);
  return stubFetch((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/auth/auth/users/me/') return json(user);
    const route = routes[parsed.pathname];
    return route ? route(parsed, init) : json({ detail: 'Not found.' }, 404);
  });
}
