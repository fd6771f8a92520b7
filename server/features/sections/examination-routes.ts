/**
 * Case history and external and internal observations: the sections of the manifest whose routes have code of
 * their own (consultation §3, ./read-views.ts): case history read back with `condition_name` in its
 * details, observations checked against the catalogue's `per_eye` and read as a list of items. Their paths are the
 * manifest's (schemas/consultation/sections.json).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { sectionContractNames } from '../../../contracts/sections';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';
import { observationEyeErrors } from './observation-eyes';
import { asciiJson, AVERAGE_MARKS_HEADER, FORM_FIELDS_HEADER, sectionListView, sectionReadView } from './read-views';
import { manifestWriteRoute, readRouteOf, recordSectionRoutes, SECTION_TAG } from './section-routes';
import { recordResponse, sectionDefinitionOf, type SectionService } from './service';

/** The case history: a record section, read back with each detail's `condition_name`. */
export function caseHistoryRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) =>
    recordSectionRoutes(entry, sections, { build: (answer) => sectionReadView(app, repos, entry.formId, answer) })(app);
}

/** External or internal observations: whether an input names its eye is the condition's (checked after the schema). */
export function observationRoutes(entry: SectionEntry, sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const { formId } = entry;
    manifestWriteRoute(app, sections, entry, sectionDefinitionOf(entry, { check: (payload) => observationEyeErrors(repos, payload) }));
    const { url, param } = readRouteOf(entry);
    app.get<{ Params: Record<string, string> }>(
      url,
      {
        config: { audit: { kind: formId, appointmentParam: param, refusedOnly: true } },
        schema: {
          tags: [SECTION_TAG],
          summary: `The ${entry.title} of an appointment, as a list of items`,
          description:
            'The items of the current record (an empty list when none was saved; 404 for an unknown appointment). ' +
            'The form-level properties of the record are on every item and, as a JSON object, in the X-Form-Fields ' +
            'header (`{}` when none was saved). An answered record is logged in the audit trail.',
          params: idParams(param),
          response: { 200: ref(sectionContractNames(formId).items), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const appointmentId = toId(request.params[param]!);
        const record = await sections.latestOrNull(formId, appointmentId, request.user!.id);
        const marks = await sections.averageMarks(request.user!, appointmentId, formId);
        const { items, fields } = await sectionListView(app, repos, formId, record && recordResponse(record));
        reply.header(AVERAGE_MARKS_HEADER, JSON.stringify(marks));
        reply.header(FORM_FIELDS_HEADER, asciiJson(fields));
        return items.map((item) => ({ ...item, average_marks: marks }));
      },
    );
  };
}
