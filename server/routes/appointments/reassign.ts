/**
 * Whose consultation it is (docs/decisions.md, "Whose consultation"): a coordinator or an administrator gives a
 * consultation to another student, with a reason (server/services/consultation-owners.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { REASON_MAX, REASSIGN_MESSAGES, reassign } from '../../services/consultation-owners';
import { recordIdParams } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { toId } from '../../http/ids';

const TAG = 'appointments';

const reassignBody = {
  title: 'ConsultationReassignPayload',
  type: 'object',
  properties: {
    student: { $ref: 'IdRef#', description: "The student's user id (or that id as text)." },
    reason: {
      type: 'string',
      maxLength: REASON_MAX,
      description: `Why the consultation changes student (required, trimmed, at most ${REASON_MAX} characters).`,
      errorMessage: { maxLength: REASSIGN_MESSAGES.reasonLength },
    },
  },
  required: ['student'],
  additionalProperties: false,
} as const;

const ownerSchema = {
  title: 'ConsultationOwner',
  type: 'object',
  properties: {
    appointment: { type: 'integer' },
    student: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string', description: '"First Last".' } },
      required: ['id', 'name'],
      additionalProperties: false,
    },
    assigned_at: { type: 'string', description: 'ISO 8601 UTC time.' },
  },
  required: ['appointment', 'student', 'assigned_at'],
  additionalProperties: false,
} as const;

const reassignRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { id: string }; Body: { student: number; reason?: string } }>(
    '/api/clients/api/appointments/:id/student/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Give a consultation to another student, with a reason (coordinators and administrators)',
        description:
          'The student the consultation belongs to writes its sections and completes it; other students are refused ' +
          '(403). The reason is required: 400 {"reason": ["' + REASSIGN_MESSAGES.reason + '"]}; an id that is no ' +
          'active student is 400 {"student": ["' + REASSIGN_MESSAGES.notStudent + '"]}. A case already submitted ' +
          'for review follows (its student changes). The change is a `reassigned` entry of the case\'s timeline ' +
          '(`remarks`: the reason; `student`: who it now belongs to) and an audit event.',
        params: recordIdParams('The appointment id.'),
        body: reassignBody,
        response: { 200: ownerSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) =>
      reassign(app.db, {
        appointmentId: toId(request.params.id),
        studentId: request.body.student,
        reason: request.body.reason,
        actorId: request.user!.id,
      }),
  );
};

export default reassignRoutes;
