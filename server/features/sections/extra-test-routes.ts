/**
 * Extra tests: a list per appointment (each save adds one test). A test is saved either as the spec's multipart
 * form (`name, notes, appointment, file` and the tonometry fields: the file is kept for the appointment and the
 * test saved in the same request) or as JSON naming a file already uploaded for the appointment by its public id
 * (POST /api/files/). Either way the test may only name a file of its own appointment. A saved test is answered as
 * it is listed: the spec's fields, with `file` the URL the client reads the file at (docs/decisions.md, "API contract").
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { sectionContractNames } from '../../../contracts/sections';
import { fileApiPath } from '../../../src/lib/file-links';
import { appointmentParam, type SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import type { SectionRecord } from '../../db/repositories/section-records';
import type { UploadedFileRow } from '../../db/tables/uploaded-files';
import { appointmentMismatch, idParams, toId } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { declaredLength, fieldsToBody, receiveMultipart, registerMultipart } from '../../http/multipart';
import { createAppointmentGuard } from '../appointments/appointment-guard';
import { writerOf } from '../appointments/consultation-owners';
import { routeUrl } from '../../services/section-manifest';
import { extraTestSection, toExtraTest, withPublicFileIds } from './extra-test-service';
import { AVERAGE_MARKS_HEADER } from './read-views';
import { readRouteOf, SECTION_TAG } from './section-routes';
import { recordResponse, type SectionService } from './service';

/** Multipart fields that are numbers in the JSON body (the rest are text). */
const NUMERIC_FIELDS = new Set(['appointment', 'iop_od', 'iop_os']);

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
          tags: [SECTION_TAG],
          summary: 'Add an extra test to an appointment: multipart with its file, or JSON naming an uploaded file',
          params: idParams(saveParam),
          consumes: ['application/json', 'multipart/form-data'],
          body: {
            content: {
              'application/json': { schema: ref(sectionContractNames(section.formId).payload) },
              // Documentation only (no `type`): the handler reads the parts and the form's schema judges them.
              'multipart/form-data': { schema: multipartBodyDoc },
            },
          },
          response: { 201: ref('ExtraTest'), ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429, 503) },
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
          tags: [SECTION_TAG],
          summary: 'The extra tests of an appointment, oldest first (an empty list when there is none)',
          params: idParams(read.param),
          description:
            'Each test as `ExtraTest`: its `file` is the URL to read the file at, or null; the section\'s `average_marks` ' +
            'on every item and in the X-Average-Marks header.',
          response: { 200: ref('ExtraTests'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const appointmentId = toId(request.params[read.param]!);
        const tests = (await sections.list(section.formId, appointmentId, request.user!.id)).map(recordResponse);
        const listed = await withPublicFileIds(repos, appointmentId, tests);
        // A list cannot hold the section's marks: each item carries them, and a header (as observations do).
        const marks = await sections.averageMarks(request.user!, appointmentId, section.formId);
        reply.header(AVERAGE_MARKS_HEADER, JSON.stringify(marks));
        const views = await Promise.all(listed.map((test) => toExtraTest(app, repos, entry.formId, test, appointmentId, (id) => fileUrl(request, id))));
        return views.map((view) => ({ ...view, average_marks: marks }));
      },
    );
  };
}
