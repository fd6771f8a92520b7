/**
 * A patient's trends and the values recorded at their previous visit (docs/api.md "Trends and previous values");
 * the shapes are contracts/trends.ts, the reading ./trends-service.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';
import { recordIdParams, toId } from '../../http/ids';
import { createTrendsService } from './trends-service';

const TAG = 'patients';

const previousParams = {
  type: 'object',
  properties: {
    ...recordIdParams('The appointment id (numeric): the visit being recorded.').properties,
    form: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$', description: 'The form id of a consultation section, e.g. visual-acuity.' },
  },
  required: ['id', 'form'],
  additionalProperties: false,
} as const;

const trendsRoutes: FastifyPluginAsync = async (app) => {
  const trends = createTrendsService({ forms: app.forms, manifest: app.sectionManifest, repos: app.repos });

  app.get<{ Params: { id: string } }>(
    '/api/clients/api/patient-detail/:id/trends/',
    {
      schema: {
        tags: [TAG],
        summary: "A patient's visual acuity (logMAR) and intraocular pressure over their visits",
        description:
          'The values the forms mark x-trend: unaided distance VA per eye (Snellen converted to logMAR by the reference ' +
          'conversions, CF/HM/PL/NPL by their low-vision rows) from each visit’s current record, and IOP per eye with ' +
          'its method from every tonometry test; in visit order (date, then booking, then save).',
        params: recordIdParams('The patient id (numeric).'),
        response: { 200: ref('PatientTrends'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => trends.trends(toId(request.params.id), request.user!.id),
  );

  app.get<{ Params: { id: string; form: string } }>(
    '/api/clients/api/appointments/:id/previous/:form/',
    {
      schema: {
        tags: [TAG],
        summary: "A section as recorded at the patient's previous visit",
        description:
          "The records of the section (by form id) from the same patient's latest visit before this appointment " +
          '(an earlier date, or the same date booked earlier) that has one, as form data, newest save first: the hints ' +
          'beside a later visit’s values. At most 20 records are read.',
        params: previousParams,
        response: { 200: ref('PreviousRecords'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => trends.previous(toId(request.params.id), request.params.form, request.user!.id),
  );
};

export default trendsRoutes;
