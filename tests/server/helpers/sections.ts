/**
 * The consultation section routes as the tests drive them (the paths of the section manifest,
 * schemas/consultation/sections.json), and the payloads they send: built from form data with the same adapter the
 * client uses (`src/api/adapters`), as the client would.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdapterContext } from '../../../src/api/adapters/index';
import { adapterFor } from '../../../src/api/adapters/adapter-for';
import { createAppointment, patientWithAppointment } from './clinic';
import { bearer } from './test-app';
import { SECTION_MANIFEST } from '../../../src/lib/consultation-sections';
import { fillPath, type SectionEntry, type SectionManifest } from '../../../src/lib/section-manifest';

export interface SectionRoute {
  name: string;
  formId: string;
  /** Where the appointment travels on a save. */
  appointmentIn: 'body' | 'path';
  /** The context keys the body carries. */
  keys: { appointment: boolean; patient: boolean };
  /** The save URL for an appointment. */
  post(appointment: number): string;
  /** The read URL: by appointment, or by patient for the Oculo-Medical History. */
  get(id: number): string;
  /**
   * What a read answers: the latest record, a list of records, the diagnosis view, the patient's latest, or the
   * items of the latest record as a list (observations).
   */
  read: 'latest' | 'list' | 'diagnosis' | 'patient' | 'observations';
  /**
   * What a save answers (and a read holds) for `payload`, when it is not the payload itself; without `id` and
   * `saved_at`. Extra tests: every listed field, the file as the URL to read it at.
   */
  answer?: (payload: Record<string, unknown>) => Record<string, unknown>;
}

/** What a save answers where it is not the payload, by form id: extra tests (every field, the file as its URL). */
const ANSWERS: Record<string, SectionRoute['answer']> = {
  'extra-test': (payload) => ({
    name: payload.name,
    method: payload.method ?? null,
    iop_od: payload.iop_od ?? null,
    iop_os: payload.iop_os ?? null,
    recorded_at: payload.recorded_at ?? null,
    file: typeof payload.file === 'string' ? expect.stringMatching(new RegExp(`^https?://[^/]+/api/files/${payload.file}/$`)) : null,
    notes: payload.notes ?? '',
    appointment: payload.appointment,
  }),
};

/** How a manifest read answers, as the tests tell reads apart. */
function readOf(entry: SectionEntry): SectionRoute['read'] {
  if (entry.read.kind === 'list') return 'list';
  if (entry.read.kind === 'items') return 'observations';
  if (entry.read.kind === 'patient-latest') return 'patient';
  return entry.read.whenNone === 'blank-record' ? 'diagnosis' : 'latest';
}

/** A section of the manifest as the tests drive it (its paths under /api). */
export function sectionRoute(entry: SectionEntry): SectionRoute {
  const api = (path: string) => `/api${path}`;
  const answer = ANSWERS[entry.formId];
  return {
    name: entry.title,
    formId: entry.formId,
    appointmentIn: entry.save.appointment === 'body' ? 'body' : 'path',
    keys: { appointment: entry.save.bodyKeys.includes('appointment'), patient: entry.save.bodyKeys.includes('patient') },
    post: (appointment) => api(fillPath(entry.save.path, { appointment })),
    get: (id) => api(fillPath(entry.read.path, { appointment: id, patient: id })),
    read: readOf(entry),
    ...(answer ? { answer } : {}),
  };
}

/** The sections of a manifest as the tests drive them. */
export const sectionRoutes = (manifest: SectionManifest): SectionRoute[] => manifest.sections.map(sectionRoute);

/** Every section of the shipped manifest (schemas/consultation/sections.json), in its order. */
export const SECTION_ROUTES: SectionRoute[] = sectionRoutes(SECTION_MANIFEST);

/** The route of a section by form id. */
export function routeOf(formId: string): SectionRoute {
  const route = SECTION_ROUTES.find((r) => r.formId === formId);
  if (!route) throw new Error(`No section "${formId}" in the manifest`);
  return route;
}

/** What a save of `payload` answers (besides `id` and `saved_at`), and what a read holds of it. */
export function answerFor(route: SectionRoute, payload: unknown): Record<string, unknown> {
  const body = payload as Record<string, unknown>;
  return route.answer ? route.answer(body) : body;
}

/** The context keys a section's payload carries (refraction's names no appointment: the path does). */
export function payloadKeys(route: SectionRoute) {
  return route.keys;
}

export function contextFor(appointmentId: number, patientId: number): AdapterContext {
  return { appointmentId, patientId };
}

/** The body the client sends for `formData`: the adapter's payload. */
export function payloadFor(route: SectionRoute, formData: unknown, context: AdapterContext): unknown {
  return adapterFor(route.formId, payloadKeys(route)).adapter.toPayload(formData, context);
}

/** Form data read back from a body by the adapter (what the server validates). */
export function formDataFrom(route: SectionRoute, body: unknown): unknown {
  return adapterFor(route.formId, payloadKeys(route)).adapter.fromResponse(withoutReadFields(body));
}

/** A read answer without who saved it, which is not the form's: the client leaves it out before its adapter reads. */
function withoutReadFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { saved_by_name: _savedBy, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** A body as a careless or hostile client could send it: the form data as is, plus the context keys. */
export function rawBodyFor(route: SectionRoute, formData: unknown, context: AdapterContext): unknown {
  const keys = payloadKeys(route);
  const body: Record<string, unknown> = {};
  if (keys.appointment) body.appointment = context.appointmentId;
  if (keys.patient) body.patient = context.patientId;
  return typeof formData === 'object' && formData !== null && !Array.isArray(formData) ? { ...body, ...formData } : formData;
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with the given file parts (and optional text fields). */
export function multipart(
  files: { field?: string; name: string; type: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----sightline${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) } };
}

/** Uploads a file for an appointment and answers its public id; fails the test if the upload is refused. */
export async function upload(
  app: FastifyInstance,
  token: string,
  appointmentId: number,
  name = 'scan.png',
  bytes = PNG_BYTES,
  type = 'image/png',
): Promise<string> {
  const { body, headers } = multipart([{ name, type, bytes }], { appointment: String(appointmentId) });
  const response = await app.inject({ method: 'POST', url: '/api/files/', payload: body, headers: { ...headers, ...bearer(token) } });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * A new patient with an appointment per case, so that cases sharing a database never see each other's records
 * (the server refuses records for an appointment or patient it does not know).
 */
export async function freshContext(app: FastifyInstance): Promise<AdapterContext & { appointmentId: number; patientId: number }> {
  return patientWithAppointment(app);
}

/**
 * Puts the server in the state a fixture assumes: a file uploaded for the appointment where it names one (with
 * the public id the upload answered), and for the Oculo-Medical History an earlier history of the patient (at an
 * earlier appointment) unless it is a first history.
 * Answers the form data to send.
 */
export async function prepareFixture(
  app: FastifyInstance,
  token: string,
  route: SectionRoute,
  formData: unknown,
  context: { appointmentId: number; patientId: number },
): Promise<unknown> {
  if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return formData;
  const data = { ...(formData as Record<string, unknown>) };
  if (route.formId === 'extra-test' && data.file !== undefined && data.file !== null) {
    data.file = await upload(app, token, context.appointmentId);
  }
  if (route.formId === 'oculo-medical-history' && data.first_history !== true) {
    const user = await app.repos.users.findByUsername('student');
    await app.repos.sectionRecords.insert({
      appointmentId: await createAppointment(app, context.patientId, { appointment_date: '2024-01-15', status: 'Completed' }),
      patientId: context.patientId,
      formId: route.formId,
      schemaVersion: '0',
      data: { last_eye_examination: 'Never' },
      savedBy: user!.id,
      savedAt: new Date().toISOString(),
    });
  }
  return data;
}

/** The value at a dotted path (`observations.1.name`), and whether there is one. */
export function atPath(value: unknown, path: string): { found: boolean; value: unknown } {
  let node: unknown = value;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(segment in node)) return { found: false, value: undefined };
    node = (node as Record<string, unknown>)[segment];
  }
  return { found: true, value: node };
}
