/**
 * Case history, visual acuity, external and internal observations, refraction and the management plan: sections
 * whose only rules are their form schema's (and, for observations, the catalogue's `per_eye`). Case history and observations are read in the shapes of consultation
 * §3 (server/services/record-reads.ts): details with `condition_name`, observations as a list of items.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import { asciiJson, FORM_FIELDS_HEADER, sectionListView, sectionReadView } from '../../services/record-reads';
import { observationEyeErrors } from '../../services/observation-eyes';
import { visibleAverageMarks } from '../../services/case-visibility';
import { recordResponse, type SectionDefinition, type SectionService } from '../../services/section-records';
import { errorResponses } from '../responses';
import { SECTION_FORM_IDS as FORMS } from './forms';
import { AVERAGE_MARKS_HEADER, caseHistoryReadSchema, observationListSchema } from './read-schemas';
import { idParams, toId } from './schemas';
import { sectionReadRoute, sectionWriteRoute } from './section-route';

const TAG = 'consultation';

export function examinationRoutes(sections: SectionService, repos: Repositories): FastifyPluginAsync {
  return async (app) => {
    const caseHistory = { formId: FORMS.caseHistory, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/case-history/',
      section: caseHistory,
      appointment: { from: 'body' },
      tag: TAG,
      summary: 'Save the case history of an appointment (body names the appointment)',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/case-history/:id/',
      formId: caseHistory.formId,
      param: 'id',
      tag: TAG,
      summary: 'The case history of an appointment',
      view: { schema: caseHistoryReadSchema, build: (answer) => sectionReadView(app, repos, caseHistory.formId, answer) },
    });

    const visualAcuity = { formId: FORMS.visualAcuity, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/visual-acuity/',
      section: visualAcuity,
      appointment: { from: 'body' },
      tag: TAG,
      summary: 'Save the visual acuity of an appointment (body names the appointment)',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/visual-acuity/:appointment/',
      formId: visualAcuity.formId,
      param: 'appointment',
      tag: TAG,
      summary: 'The visual acuity of an appointment',
    });

    for (const [kind, formId] of [
      ['external', FORMS.externals],
      ['internal', FORMS.internals],
    ] as const) {
      const url = `/api/tests/api/${kind}-observations/:appointment/`;
      // Whether an input names its eye is the condition's (reference data): checked after the schema.
      const section: SectionDefinition = { formId, keys: { appointment: true }, check: (payload) => observationEyeErrors(repos, payload) };
      sectionWriteRoute(app, sections, {
        url,
        section,
        appointment: { from: 'path', param: 'appointment' },
        tag: TAG,
        summary: `Save the ${kind} observations of an appointment`,
      });
      app.get<{ Params: { appointment: string } }>(
        url,
        {
          config: { audit: { kind: formId, appointmentParam: 'appointment', refusedOnly: true } },
          schema: {
            tags: [TAG],
            summary: `The ${kind} observations of an appointment, as a list of items`,
            description:
              'The items of the current record (an empty list when none was saved; 404 for an unknown appointment). ' +
              'The form-level properties of the record are on every item and, as a JSON object, in the X-Form-Fields ' +
              'header (`{}` when none was saved). An answered record is logged in the audit trail.',
            params: idParams('appointment'),
            response: { 200: observationListSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request, reply) => {
          const appointmentId = toId(request.params.appointment);
          const record = await sections.latestOrNull(formId, appointmentId, request.user!.id);
          const marks = await visibleAverageMarks(app.db, request.user!, appointmentId, formId);
          const { items, fields } = await sectionListView(app, repos, formId, record && recordResponse(record));
          reply.header(AVERAGE_MARKS_HEADER, JSON.stringify(marks));
          reply.header(FORM_FIELDS_HEADER, asciiJson(fields));
          return items.map((item) => ({ ...item, average_marks: marks }));
        },
      );
    }

    // The refraction body carries no appointment key: the path names it.
    const refraction = { formId: FORMS.refraction, keys: { appointment: false } };
    sectionWriteRoute(app, sections, {
      url: '/api/tests/api/refraction/:id/',
      section: refraction,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Save the refraction of an appointment',
    });
    sectionReadRoute(app, sections, {
      url: '/api/tests/api/refraction/:id/',
      formId: refraction.formId,
      param: 'id',
      tag: TAG,
      summary: 'The refraction of an appointment',
    });

    const management = { formId: FORMS.management, keys: { appointment: true } };
    sectionWriteRoute(app, sections, {
      url: '/api/management/:id/',
      section: management,
      appointment: { from: 'path', param: 'id' },
      tag: TAG,
      summary: 'Save the management plan of an appointment',
    });
    sectionReadRoute(app, sections, {
      url: '/api/management/:id/',
      formId: management.formId,
      param: 'id',
      tag: TAG,
      summary: 'The management plan of an appointment',
    });
  };
}
