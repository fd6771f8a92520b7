/**
 * Absent requests (consultation §2; API in docs/api.md, "Absent requests"): the list a user sees, a new request,
 * and approving or declining one. The rules are ./service.ts; the shapes contracts/absences.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ABSENCE_MESSAGES, ABSENT_REQUEST_STATUSES } from '../../../contracts/absences';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { actionAbsentRequest, createAbsentRequest, listAbsentRequests, type AbsentRequestStatus, type ActionStatus } from './service';
import { recordIdParams } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { toId } from '../../http/ids';

const listQuerySchema = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: [...ABSENT_REQUEST_STATUSES],
      description: 'Only the requests with this status; all when not given.',
      errorMessage: { enum: ABSENCE_MESSAGES.badFilter, type: ABSENCE_MESSAGES.badFilter },
    },
  },
  additionalProperties: false,
} as const;

const TAG = 'absences';

const absencesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { status?: AbsentRequestStatus } }>(
    '/api/absences/absent-requests/',
    {
      schema: {
        tags: [TAG],
        summary: 'The absent requests the user sees, newest first (at most 500)',
        description:
          "The user's own requests, and every request (any status) of a role whose requests the user may action " +
          '(the permission table: absence.approve.<requester role>). can_action is true on a pending request the ' +
          'user may approve or decline (never their own).',
        querystring: listQuerySchema,
        response: { 200: ref('AbsentRequests'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAbsentRequests(app.repos.absentRequests, request.user!, request.query.status),
  );

  app.post<{ Body: unknown }>(
    '/api/absences/absent-requests/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Make an absent request (pending until actioned)',
        body: ref('AbsentRequestPayload'),
        response: { 201: ref('AbsentRequest'), ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await createAbsentRequest(app.repos.absentRequests, app.forms, request.body, request.user!)),
  );

  app.put<{ Params: { id: string }; Body: { status: ActionStatus } }>(
    '/api/absences/absent-requests/:id/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Approve or decline a pending absent request',
        description:
          'Only a user whose role may action the requester\'s role (absence.approve.<role>), never their own ' +
          '(403 {"detail": "You cannot action your own request."}; else 403 {"detail": "You may not action this ' +
          'request."}); only while pending (409 {"detail": "This request has already been approved."} or ' +
          '"…rejected."). An approval of someone on the clinic schedule on a day of the request is answered 409 ' +
          '{"detail": "<name> is on the clinic schedule on <date> from <start> to <end>."}, whichever of the two ' +
          'was sent first. Of two concurrent actions one wins, the other is answered 409. Each change is kept ' +
          '(who, when, from and to status).',
        params: recordIdParams('The absent request id (numeric).'),
        body: ref('AbsentRequestAction'),
        response: { 200: ref('AbsentRequest'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => actionAbsentRequest(app.repos.absentRequests, toId(request.params.id), request.body.status, request.user!),
  );
};

export default absencesRoutes;
