/**
 * The two shapes every section route takes: a write (body → wire transform → form schema → new record, 201) and a
 * read of the current record (404 `Not found.` when there is none). Handlers stay thin: the work is in ./service.ts;
 * the shapes are the section's contracts (contracts/sections.ts), named after its form.
 */
import type { FastifyInstance } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { sectionContractNames } from '../../../contracts/sections';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { appointmentParam, type SectionEntry } from '../../../src/lib/section-manifest';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { appointmentMismatch, idParams, readBodyId, toId } from '../../http/ids';
import { writerOf } from '../appointments/consultation-owners';
import { FormSchemaError } from '../../services/form-registry';
import { routeUrl } from '../../services/section-manifest';
import { recordResponse, sectionDefinitionOf, type SectionDefinition, type SectionResponse, type SectionService } from './service';

/** The OpenAPI tag of the consultation's section routes. */
export const SECTION_TAG = 'consultation';

export interface SectionWriteOptions {
  url: string;
  section: SectionDefinition;
  /** Where the appointment comes from: the body's `appointment`, or the path's last id (named `param`). */
  appointment: { from: 'body' } | { from: 'path'; param: 'id' | 'appointment' };
  tag: string;
  summary: string;
}

export function sectionWriteRoute(app: FastifyInstance, sections: SectionService, options: SectionWriteOptions): void {
  const { url, section, appointment } = options;
  const param = appointment.from === 'path' ? appointment.param : null;
  app.post<{ Params: Record<string, string>; Body: unknown }>(
    url,
    {
      schema: {
        tags: [options.tag],
        summary: options.summary,
        ...(param ? { params: idParams(param) } : {}),
        body: ref(sectionContractNames(section.formId).payload),
        response: { 201: ref(sectionContractNames(section.formId).record), ...errorResponses(...BODY_ERRORS, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      let appointmentId: number;
      let contextErrors: FieldErrors | null;
      if (param) {
        appointmentId = toId(request.params[param]!);
        contextErrors = appointmentMismatch(request.body, appointmentId);
      } else {
        const read = readBodyId(request.body, 'appointment');
        appointmentId = read.value ?? 0;
        contextErrors = read.errors;
      }
      const record = await sections.save(section, request.body, { appointmentId, ...writerOf(request.user!) }, contextErrors);
      return reply.code(201).send(recordResponse(record));
    },
  );
}

export interface SectionReadOptions {
  url: string;
  formId: string;
  param: 'id' | 'appointment';
  tag: string;
  summary: string;
  /** How the read shape is built when it is not the stored payload (the form's read view). */
  view?: { build(answer: SectionResponse): Promise<unknown> };
}

export function sectionReadRoute(app: FastifyInstance, sections: SectionService, options: SectionReadOptions): void {
  const { url, formId, param, view } = options;
  app.get<{ Params: Record<string, string> }>(
    url,
    {
      config: { audit: { kind: formId, appointmentParam: param, refusedOnly: true } },
      schema: {
        tags: [options.tag],
        summary: options.summary,
        description:
          'The current (latest saved) record of the section for the appointment; 404 when none was saved. Every answered ' +
          'read is logged in the audit trail.',
        params: idParams(param),
        response: { 200: ref(sectionContractNames(formId).view), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const record = await sections.latest(formId, toId(request.params[param]!), request.user!.id);
      const answer = recordResponse(record);
      const built = view ? ((await view.build(answer)) as Record<string, unknown>) : answer;
      return { ...built, average_marks: await sections.averageMarks(request.user!, record.appointmentId, formId) };
    },
  );
}

/** The route of a manifest read by appointment: its URL and the path param naming the appointment. */
export function readRouteOf(entry: SectionEntry): { url: string; param: 'id' | 'appointment' } {
  const param = appointmentParam(entry.read.path);
  if (!param) throw new FormSchemaError(`Section "${entry.formId}": its read path ${entry.read.path} names no appointment`);
  return { url: routeUrl(entry.read.path), param };
}

/** The save route of a manifest section (its path, where the appointment travels), saving `section`. */
export function manifestWriteRoute(app: FastifyInstance, sections: SectionService, entry: SectionEntry, section = sectionDefinitionOf(entry)): void {
  const inBody = entry.save.appointment === 'body';
  const param = appointmentParam(entry.save.path);
  sectionWriteRoute(app, sections, {
    url: routeUrl(entry.save.path),
    section,
    appointment: inBody || !param ? { from: 'body' } : { from: 'path', param },
    tag: SECTION_TAG,
    summary: `Save the ${entry.title} of an appointment${inBody ? ' (body names the appointment)' : ''}`,
  });
}

/**
 * A section that is a record per appointment (the manifest's read kind `record`, 404 when none): its save and read
 * routes, from its manifest entry alone; `view` when its read shape is not the stored record.
 */
export function recordSectionRoutes(entry: SectionEntry, sections: SectionService, view?: SectionReadOptions['view']) {
  const { read, save } = entry;
  if (read.kind !== 'record' || read.whenNone !== 'not-found' || save.bodyKeys.includes('patient')) {
    throw new FormSchemaError(
      `Section "${entry.formId}" is read as "${read.kind}" (${read.whenNone}) or names its patient: that needs routes of its own in server/features/sections/`,
    );
  }
  return async (app: FastifyInstance) => {
    manifestWriteRoute(app, sections, entry);
    const { url, param } = readRouteOf(entry);
    sectionReadRoute(app, sections, { url, formId: entry.formId, param, tag: SECTION_TAG, summary: `The ${entry.title} of an appointment`, view });
  };
}
