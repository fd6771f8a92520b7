/**
 * Extra tests: a list per appointment (each save adds one test). A test may only name a file of its own appointment
 * (POST /api/files/, or the file part of the spec's multipart form, ./extra-test-routes.ts). A saved test is answered
 * as it is listed: the spec's fields, with `file` the URL the client reads the file at (docs/decisions.md, "API
 * contract").
 */
import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { PUBLIC_ID_PATTERN } from '../../services/uploads';
import { sectionReadView } from './read-views';
import { sectionDefinitionOf, type SectionDefinition, type SectionResponse } from './service';

export const FILE_NOT_FOUND = 'Uploaded file not found.';
export const FILE_OF_ANOTHER_APPOINTMENT = 'The file was uploaded for another appointment.';

export function extraTestSection(entry: SectionEntry, repos: Repositories): SectionDefinition {
  return sectionDefinitionOf(entry, {
    async check(payload, context): Promise<FieldErrors | null> {
      const file = (payload as { file?: unknown } | null)?.file;
      if (file === undefined || file === null) return null;
      const row = typeof file === 'string' && PUBLIC_ID_PATTERN.test(file) ? await repos.uploadedFiles.findByPublicId(file) : undefined;
      if (!row) return { file: [FILE_NOT_FOUND] };
      if (row.appointment_id !== context.appointmentId) return { file: [FILE_OF_ANOTHER_APPOINTMENT] };
      // Marked before the record is stored, so the sweep of unattached files can never take a file a test names.
      const attached = await repos.uploadedFiles.attach(row.public_id, context.appointmentId, new Date().toISOString());
      return attached ? null : { file: [FILE_NOT_FOUND] };
    },
  });
}

/**
 * Tests saved before files had public ids name them by row id: answer the public id instead, so the client can
 * always open the file a listed test names.
 */
export async function withPublicFileIds(repos: Repositories, appointmentId: number, tests: SectionResponse[]): Promise<SectionResponse[]> {
  const rowId = (file: unknown) =>
    typeof file === 'number' ? file : typeof file === 'string' && /^[1-9][0-9]{0,9}$/.test(file) ? Number(file) : null;
  const legacy = tests.map((test) => rowId(test.file)).filter((id): id is number => id !== null);
  if (legacy.length === 0) return tests;
  const publicIds = await repos.uploadedFiles.publicIdsByRowId(appointmentId, legacy);
  return tests.map((test) => {
    const id = rowId(test.file);
    return id !== null && publicIds.has(id) ? { ...test, file: publicIds.get(id) } : test;
  });
}

/**
 * A stored test in the listed shape: the stored test as the form's schema annotates it (every member present, an
 * absent one as its `x-read-default`), the file as the URL to read it at, and the record's appointment and time.
 */
export async function toExtraTest(app: FastifyInstance, repos: Repositories, formId: string, test: SectionResponse, appointmentId: number, urlOf: (publicId: string) => string) {
  const view = await sectionReadView(app, repos, formId, test);
  return {
    ...view,
    file: typeof test.file === 'string' && PUBLIC_ID_PATTERN.test(test.file) ? urlOf(test.file) : null,
    appointment: appointmentId,
  };
}
