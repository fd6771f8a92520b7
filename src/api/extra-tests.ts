/**
 * Saving an extra test as the specification's multipart form (consultation §3, §7): `POST` to the extra tests' save path (schemas/consultation/sections.json)
 * with the fields of the extra-test body (`name, notes, appointment` and, for tonometry, `method, iop_od, iop_os,
 * recorded_at`) and the file itself as the `file` part. The server keeps the file and saves the test in one request
 * (docs/api.md). A file already uploaded for the appointment may instead be named by its public id as a text field.
 */
import { SECTION_MANIFEST } from '../lib/consultation-sections';
import { readPath, savePath, sectionOf } from '../lib/section-manifest';
import type { ExtraTest } from '../../contracts/generated/types';
import { request } from './http-client';

/** The extra tests' section of the manifest (schemas/consultation/sections.json). */
const extraTests = () => sectionOf(SECTION_MANIFEST, 'extra-test')!;

/** Where the extra tests of an appointment are listed. */
export function extraTestsPath(appointmentId: number): string {
  return readPath(extraTests(), { appointment: appointmentId });
}

/**
 * The multipart body: every member of `payload` that has a value, as text (numbers in decimal), and the file part
 * when a file is given (it then stands for `payload.file`). Empty members are left out: the server reads an empty
 * field as absent.
 */
export function extraTestFormData(payload: Readonly<Record<string, unknown>>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'file' && file) continue;
    if (value === null || value === undefined || value === '') continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean));
  }
  if (file) form.append('file', file, file.name);
  return form;
}

/** Adds one extra test to the appointment. Rejects with `ApiError` (400 field errors, 409 not Scheduled, 413, 429…). */
export function saveExtraTest(appointmentId: number, payload: Readonly<Record<string, unknown>>, file?: File): Promise<ExtraTest> {
  return request<ExtraTest>('post', savePath(extraTests(), { appointment: appointmentId }), { data: extraTestFormData(payload, file) });
}
