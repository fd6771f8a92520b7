/**
 * The review loop (issue 12, API "Reviews"; docs/decisions.md, "The review loop"): the supervising lecturers a
 * student may choose, the lecturers' queue, a student's own cases, one case with its timeline, and the transitions
 * (change supervisor, return for correction, approve, resubmit) of ./service.ts. The shapes are contracts/reviews.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ReviewApprovePayload, ReviewReturnPayload } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { idParams, toId } from '../../http/ids';
import { refuseBodyFields } from '../../http/no-body';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { mayReadCaseOf, notYourCase } from './case-visibility';
import { reviewQueue, reviewView, studentReviews } from './reads';
import { approve, changeSupervisor, resubmit, returnForCorrection, supervisors } from './service';

const TAG = 'reviews';

const scopeQuery = {
  type: 'object',
  properties: {
    scope: { type: 'string', enum: ['mine', 'all'], description: 'mine (default): the cases sent to me; all: every case waiting.' },
  },
  additionalProperties: false,
} as const;

const params = idParams('appointment');

/** A body the route may go without (a bare POST): read as `{}` so the schema still bounds one that is sent. */
const emptyBodyAsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

const reviewsRoutes: FastifyPluginAsync = async (app) => {
  /** The case of `appointment` as the API answers it; 404 when it was never submitted. */
  const viewOf = async (appointmentId: number) => {
    const view = await reviewView(app.repos, appointmentId);
    if (!view) throw ApiError.detail(404, MESSAGES.notFound);
    return view;
  };

  app.get(
    '/api/reviews/supervisors/',
    {
      schema: {
        tags: [TAG],
        summary: 'The lecturers a case may be submitted to (active lecturers by name), the default one marked',
        response: { 200: ref('Supervisors'), ...errorResponses(401, 403) },
      },
    },
    async () => supervisors(app.repos.caseReviews),
  );

  app.get<{ Querystring: { scope?: 'mine' | 'all' } }>(
    '/api/reviews/',
    {
      schema: {
        tags: [TAG],
        summary: 'Pending Reviews: the cases waiting for review, oldest submission first',
        querystring: scopeQuery,
        response: { 200: ref('PendingReviews'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reviewQueue(app.repos, request.query.scope === 'all' ? undefined : request.user!.id),
  );

  app.get(
    '/api/reviews/student/',
    {
      schema: {
        tags: [TAG],
        summary: "Case Reviews: the student's own cases, every status, most recently changed first",
        response: { 200: ref('StudentReviews'), ...errorResponses(401, 403) },
      },
    },
    async (request) => studentReviews(app.repos, request.user!.id),
  );

  app.get<{ Params: { appointment: string } }>(
    '/api/reviews/:appointment/',
    {
      config: { audit: { kind: 'review', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'One case in review with its timeline (transitions, section marks, gradings; oldest first)',
        description:
          'A student reads only their own case; 404 {"detail": "Not found."} for a case never submitted and, to a ' +
          'student, for another student\'s case alike.',
        params,
        response: { 200: ref('Review'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const view = await viewOf(toId(request.params.appointment));
      if (!mayReadCaseOf(request.user!, view.student.id)) throw notYourCase();
      return view;
    },
  );

  app.put<{ Params: { appointment: string }; Body: { supervisor: number } }>(
    '/api/reviews/:appointment/supervisor/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "The case's student names another supervising lecturer while the case waits for review",
        description:
          'Only its student (another student: 404, as for a case never submitted), only while submitted (409 {"detail": "This case is not waiting for ' +
          'review."}); an id that is no active lecturer is 400 {"supervisor": ["Choose an active lecturer."]}.',
        params,
        body: ref('ReviewSupervisorPayload'),
        response: { 200: ref('Review'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await changeSupervisor(app.repos.caseReviews, appointmentId, request.body.supervisor, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string }; Body: ReviewReturnPayload }>(
    '/api/reviews/:appointment/return/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Return a case waiting for review to its student for correction of the named sections (lecturers)',
        description:
          'Remarks are required ("Give remarks for the student."), and at least one section ("Name at least one ' +
          'section to correct."). Only a case waiting for review (409 otherwise). The student may then write the ' +
          'returned sections, and only those.',
        params,
        body: ref('ReviewReturnPayload'),
        response: { 200: ref('Review'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      const body = { remarks: request.body.remarks ?? '', sections: request.body.sections ?? [] };
      await returnForCorrection(app.repos.caseReviews, appointmentId, body, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string }; Body: ReviewApprovePayload | undefined }>(
    '/api/reviews/:appointment/approve/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: [TAG],
        summary: 'Approve a graded case waiting for review (lecturers)',
        description:
          'Needs a final grading: 409 {"detail": "Grade the case before approving it."}; only a case waiting for ' +
          'review (409 otherwise). An approved grade is final: a change is a new grading with a reason.',
        params,
        body: ref('ReviewApprovePayload'),
        response: { 200: ref('Review'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      const remarks = request.body?.remarks?.trim() || null;
      await approve(app.repos.caseReviews, appointmentId, remarks, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string } }>(
    '/api/reviews/:appointment/resubmit/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preValidation: refuseBodyFields,
      schema: {
        tags: [TAG],
        summary: 'The student resubmits a case returned for correction: back in the queue',
        description:
          'Takes no body (an empty object is accepted; any field is refused, 400). Only its student (another ' +
          'student: 404, as for a case never submitted), only a returned case (409 otherwise).',
        params,
        response: { 200: ref('Review'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await resubmit(app.repos.caseReviews, appointmentId, request.user!.id);
      return viewOf(appointmentId);
    },
  );
};

export default reviewsRoutes;
