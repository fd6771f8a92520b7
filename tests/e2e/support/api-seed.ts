import { spawnSync } from 'node:child_process';
import { DEMO_PASSWORD } from './session';
import { SECTION_MANIFEST } from '../../../src/lib/consultation-sections';
import { savePath, sectionOf } from '../../../src/lib/section-manifest';

/** Where a consultation section of the manifest is saved for an appointment (under /api). */
export function sectionSavePath(formId: string, appointment: number): string {
  const section = sectionOf(SECTION_MANIFEST, formId);
  if (!section) throw new Error(`No section "${formId}" in the manifest`);
  return savePath(section, { appointment });
}

/** A patient to register through the API: names and phone, and any other registration field to set. */
export interface ApiPatient {
  first: string;
  last: string;
  phone: string;
  dob?: string;
  gender?: string;
  clinic?: string;
  occupationCategory?: string;
  occupation?: string;
  address?: string;
  landmark?: string;
  hometown?: string;
  region?: string;
  emergencyContactName?: string;
  emergencyContactNumber?: string;
  /** Any other registration properties, under their form names (`otherNames`, `hospitalId`, …). */
  more?: Record<string, unknown>;
}

/** Signs `username` in through the API with the demo password and answers the access token. */
export async function accessTokenOf(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`login of ${username} answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { access: string }).access;
}

/** Registers `patient` through the API with `access`; the fields not given get fixed valid values. Answers its id. */
export async function createPatientByApi(baseUrl: string, access: string, patient: ApiPatient): Promise<number> {
  const response = await fetch(`${baseUrl}/api/clients/api/patients/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({
      first_name: patient.first,
      last_name: patient.last,
      dob: patient.dob ?? '1988-02-03',
      gender: patient.gender ?? 'Female',
      clinic: patient.clinic ?? 'Old Site',
      occupation_category: patient.occupationCategory ?? 'Education & Training',
      occupation: patient.occupation ?? 'Teacher',
      address: patient.address ?? 'H/No. 4, Castle Road',
      landmark: patient.landmark ?? 'Near the lighthouse',
      hometown: patient.hometown ?? 'Cape Coast',
      region: patient.region ?? 'Central',
      primary_phone: patient.phone,
      emergency_contact_name: patient.emergencyContactName ?? 'Kofi Owusu',
      emergency_contact_number: patient.emergencyContactNumber ?? '0209876543',
      ...patient.more,
    }),
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new Error(`registering ${patient.first} ${patient.last} answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { id: number }).id;
}

/** The server's local date (the clinic's today), as a booking expects it. */
export function clinicToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** hadmin registers `patient` and books them for today, through the API; answers the appointment id. */
export async function appointmentTodayFor(baseUrl: string, patient: ApiPatient): Promise<number> {
  const access = await accessTokenOf(baseUrl, 'hadmin');
  const patientId = await createPatientByApi(baseUrl, access, patient);
  const response = await fetch(`${baseUrl}/api/clients/api/appointments/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ patient: patientId, appointment_date: clinicToday(), appointment_type: 'New', status: 'Scheduled' }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

/** An account to add besides the demo ones. */
export interface ExtraUser {
  username: string;
  role: string;
  first: string;
  last: string;
}

/**
 * Adds `user` to the running app's database as an operator would (`npm run user:create`), with the demo password;
 * `dataDir` is the app's (AppProcess.dataDir, SQLite).
 */
export function createUserByCli(dataDir: string, user: ExtraUser): void {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/create-user.ts', '--username', user.username, '--password', DEMO_PASSWORD, '--role', user.role, '--first-name', user.first, '--last-name', user.last],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`creating ${user.username} failed: ${run.stderr || run.stdout}`);
}
