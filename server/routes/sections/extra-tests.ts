/**
 * Extra tests: a list per appointment (each save adds one test). A test is saved either as the spec's multipart
 * form (`name, notes, appointment, file` and the tonometry fields: the file is kept for the appointment and the
 * test saved in the same request) or as JSON naming a file already uploaded for the appointment by its public id
 * (POST /api/files/). Either way the test may only name a file of its own appointment. A saved test is answered as
 * it is listed: the spec's fields, with `file` the URL the client reads the file at (docs/decisions.md, "API contract").
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { fileApiPath } from '../../../src/lib/file-links';
import type { Repositories } from '../../db/repositories/index';
import type { SectionRecord } from '../../db/repositories/section-records';
import type { UploadedFileRow } from '../../db/tables/uploaded-files';
import { createAppointmentGuard } from '../../features/appointments/appointment-guard';
import { recordResponse, type SectionDefinition, type SectionResponse, type SectionService } from '../../services/section-records';
import { sectionReadView } from '../../services/record-reads';
import { visibleAverageMarks } from '../../services/case-visibility';
import { PUBLIC_ID_PATTERN } from '../../services/uploads';
import { declaredLength, fieldsToBody, receiveMultipart, registerMultipart } from '../../http/multipart';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { appointmentParam, type SectionEntry } from '../../../src/lib/section-manifest';
import { routeUrl } from '../../services/section-manifest';
import { readRouteOf, sectionDefinitionOf } from './section-route';
import { AVERAGE_MARKS_HEADER } from './read-schemas';
import { appointmentMismatch, idParams, toId } from '../../http/ids';
import { averageMarksProperty, sectionBodySchema } from './schemas';
import { writerOf } from '../../features/appointments/consultation-owners';

const TAG = 'consultation';
export const FILE_NOT_FOUND = 'Uploaded file not found.';
export const FILE_OF_ANOTHER_APPOINTMENT = 'The file was uploaded for another appointment.';

/** Multipart fields that are numbers in the JSON body (the rest are text). */
const NUMERIC_FIELDS = new Set(['appointment', 'iop_od', 'iop_os']);

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
async function withPublicFileIds(repos: Repositories, appointmentId: number, tests: SectionResponse[]): Promise<SectionResponse[]> {
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

/** A host as a URL may carry it: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const URL_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The absolute URL at which the client reads a file (`GET /api/files/{publicId}/`, with its token): the scheme and
 * host the request came to (those of the proxy when TRUST_PROXY is set), or the path alone when the request named
 * no usable host.
 */
export function fileUrl(request: FastifyRequest, publicId: string): string {
  const path = fileApiPath(publicId);
  return URL_HOST.test(request.host) ? `${request.protocol}://${request.host}${path}` : path;
}

const nullable = (type: string, description: string) => ({ type: [type, 'null'], description }) as const;

/** A listed (or just saved) extra test: the spec's fields, each always present, plus the record's appointment and time. */
export const extraTestSchema = {
  title: 'ExtraTest',
  type: 'object',
  description:
    'An extra test as listed (consultation §3): `id, name, method, iop_od, iop_os, recorded_at, file, notes`, and ' +
    'the `appointment` and `saved_at` of the record, and on the list `saved_by_name`. A member the test does not have is null (`notes`: "").',
  properties: {
    id: { type: 'integer', description: 'The id of the test (each save adds one).' },
    name: { type: 'string', description: 'The test name.' },
    method: nullable('string', 'Tonometry method; null for other tests.'),
    iop_od: nullable('number', 'IOP of the right eye (mmHg); null for other tests.'),
    iop_os: nullable('number', 'IOP of the left eye (mmHg); null for other tests.'),
    recorded_at: nullable('string', 'When the pressures were taken (HH:MM[:SS] or an ISO date and time), if given.'),
    file: nullable(
      'string',
      'The absolute URL of the file (`…/api/files/{publicId}/`), read with the same Bearer token as any call; null ' +
        'without a file.',
    ),
    notes: { type: 'string', description: 'Notes ("" when none).' },
    appointment: { type: 'integer', description: 'The appointment (the one of the path).' },
    saved_at: { type: 'string', description: 'ISO 8601 UTC time of the save.' },
    saved_by_name: {
      type: 'string',
      description: 'Who saved the test, "First Last" (on the list; the answer to a save leaves it out).',
    },
    average_marks: {
      ...averageMarksProperty,
      description:
        'The average marks of the extra tests section of the appointment, to 2 decimals, null when none (on the list, ' +
        'on every item and in the X-Average-Marks header; the answer to a save leaves it out).',
    },
  },
  required: ['id', 'name', 'method', 'iop_od', 'iop_os', 'recorded_at', 'file', 'notes', 'appointment', 'saved_at'],
  // Any other property of the form's schema, as stored (a property added to schemas/extra-test).
  additionalProperties: true,
} as const;

/**
 * A stored test in the listed shape: the stored test as the form's schema annotates it (every member present, an
 * absent one as its `x-read-default`), the file as the URL to read it at, and the record's appointment and time.
 */
async function toExtraTest(app: FastifyInstance, repos: Repositories, formId: string, test: SectionResponse, appointmentId: number, urlOf: (publicId: string) => string) {
  const view = await sectionReadView(app, repos, formId, test);
  return {
    ...view,
    file: typeof test.file === 'string' && PUBLIC_ID_PATTERN.test(test.file) ? urlOf(test.file) : null,
    appointment: appointmentId,
  };
}

const multipartBodyDoc = {
  title: 'ExtraTestForm',
  description:
    'The spec\'s form: `name`, `notes`, `appointment` (the path\'s), `file` (an image or a PDF, at most 10 MB; ' +
    'not needed for tonometry) and for tonometry `method`, `iop_od`, `iop_os`, `recorded_at`. Validated like the ' +
    'JSON body once read; an empty field counts as absent.',
  properties: {
    name: { description: 'The test name.' },
    notes: { description: 'Notes.' },
    appointment: { description: 'The appointment id (as text); must be the one of the path.' },
    file: { description: 'The file part: an image or a PDF.', contentMediaType: 'application/octet-stream' },
    method: { description: 'Tonometry: Applanation, Tonopen, Non-Contact or Other.' },
    iop_od: { description: 'Tonometry: IOP of the right eye in mmHg (decimal text, 0-80).' },
    iop_os: { description: 'Tonometry: IOP of the left eye in mmHg (decimal text, 0-80).' },
    recorded_at: { description: 'Tonometry: the time (HH:MM) or date and time of the reading.' },
  },
} as const;

export function extraTestRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const section = extraTestSection(entry, repos);
    // Saved at a path naming the appointment (the manifest's), read as a list of the appointment's tests.
    const saveParam = appointmentParam(entry.save.path) ?? 'id';
    const read = readRouteOf(entry);
    const guard = createAppointmentGuard(repos);
    await registerMultipart(app);

    app.post<{ Params: Record<string, string>; Body: unknown }>(
      routeUrl(entry.save.path),
      {
        schema: {
          tags: [TAG],
          summary: 'Add an extra test to an appointment: multipart with its file, or JSON naming an uploaded file',
          params: idParams(saveParam),
          consumes: ['application/json', 'multipart/form-data'],
          body: {
            content: {
              'application/json': { schema: sectionBodySchema(section.formId) },
              // Documentation only (no `type`): the handler reads the parts and the form's schema judges them.
              'multipart/form-data': { schema: multipartBodyDoc },
            },
          },
          response: { 201: extraTestSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429, 503) },
        },
      },
      async (request, reply) => {
        const appointmentId = toId(request.params[saveParam]!);
        const writer = writerOf(request.user!);
        const { userId } = writer;
        const answer = (record: SectionRecord) => toExtraTest(app, repos, entry.formId, recordResponse(record), appointmentId, (id) => fileUrl(request, id));
        if (!request.isMultipart()) {
          const record = await sections.save(section, request.body, { appointmentId, ...writer }, appointmentMismatch(request.body, appointmentId));
          return reply.code(201).send(await answer(record));
        }

        const declared = declaredLength(request);
        // Before any byte is read: the appointment takes records, the user has quota left.
        await guard.assertWritable(appointmentId, undefined, { ...writer, formId: section.formId });
        const form = await receiveMultipart(request, app.uploads.store, {
          beforeFile: () => app.uploads.checkQuota(userId, declared),
        });
        let kept: UploadedFileRow | null = null;
        let record: SectionRecord;
        try {
          if (form.file) kept = await app.uploads.keep(form.file, { userId, appointmentId });
          const body = fieldsToBody(form.fields, NUMERIC_FIELDS);
          if (kept) body.file = kept.public_id;
          record = await sections.save(section, body, { appointmentId, ...writer }, appointmentMismatch(body, appointmentId));
        } catch (error) {
          // Nothing is kept of a refused test.
          if (kept) await app.uploads.discard(kept);
          throw error;
        }
        return reply.code(201).send(await answer(record));
      },
    );

    app.get<{ Params: Record<string, string> }>(
      read.url,
      {
        config: { audit: { kind: section.formId, appointmentParam: read.param, refusedOnly: true } },
        schema: {
          tags: [TAG],
          summary: 'The extra tests of an appointment, oldest first (an empty list when there is none)',
          params: idParams(read.param),
          description:
            'Each test as `ExtraTest`: its `file` is the URL to read the file at, or null; the section\'s `average_marks` ' +
            'on every item and in the X-Average-Marks header.',
          response: { 200: { type: 'array', items: extraTestSchema }, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const appointmentId = toId(request.params[read.param]!);
        const tests = (await sections.list(section.formId, appointmentId, request.user!.id)).map(recordResponse);
        const listed = await withPublicFileIds(repos, appointmentId, tests);
        // A list cannot hold the section's marks: each item carries them, and a header (as observations do).
        const marks = await visibleAverageMarks(app.db, request.user!, appointmentId, section.formId);
        reply.header(AVERAGE_MARKS_HEADER, JSON.stringify(marks));
        const views = await Promise.all(listed.map((test) => toExtraTest(app, repos, entry.formId, test, appointmentId, (id) => fileUrl(request, id))));
        return views.map((view) => ({ ...view, average_marks: marks }));
      },
    );
  };
}
