/**
 * Final grading of a consultation (issue 12, "Final grading"). The body is the rubric form's data; the server
 * validates it with the rubric version named (default: the current one), computes the totals itself from that
 * rubric and stores the scores by key (./final-gradings.ts). A case approved already is regraded only with a
 * reason; every grading is kept.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FinalGradingPayload } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { idParams, toId } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { grade, gradingState } from './final-gradings';

const TAG = 'grading';

const gradingRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { appointment: string }; Body: FinalGradingPayload }>(
    '/api/grading/:appointment/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Grade a consultation submitted for review with the rubric (lecturers)',
        description:
          'Needs the case submitted or returned; an approved case is regraded only with a `reason` (400 otherwise). ' +
          'Every grading is kept; the latest is current.',
        params: idParams('appointment'),
        body: ref('FinalGradingPayload'),
        response: { 201: ref('Grading'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await grade(app.repos, app.rubrics, toId(request.params.appointment), request.body, request.user!.id)),
  );

  app.get<{ Params: { appointment: string } }>(
    '/api/grading/:appointment/',
    {
      config: { audit: { kind: 'grading', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'The grading of a consultation: the current grading, its rubric, and every grading',
        description:
          'A student reads only the grading of their own case: any other (never submitted, another student\'s, no such ' +
          'appointment) is 404 {"detail": "Not found."} alike.',
        params: idParams('appointment'),
        response: { 200: ref('GradingState'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => gradingState(app.repos, app.rubrics, request.user!, toId(request.params.appointment)),
  );
};

export default gradingRoutes;
