/**
 * Whose consultation it is (docs/decisions.md, "Whose consultation"): a coordinator or an administrator gives a
 * consultation to another student, with a reason (./consultation-owners.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { REASSIGN_MESSAGES } from '../../../contracts/appointments';
import type { ConsultationReassignPayload } from '../../../contracts/generated/types';
import { ref } from '../../../contracts/shapes';
import { reassign } from './consultation-owners';
import { recordIdParams } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { toId } from '../../http/ids';

const TAG = 'appointments';

const reassignRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { id: string }; Body: ConsultationReassignPayload }>(
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
        body: ref('ConsultationReassignPayload'),
        response: { 200: ref('ConsultationOwner'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) =>
      reassign(app.repos.consultations, {
        appointmentId: toId(request.params.id),
        studentId: request.body.student,
        reason: request.body.reason,
        actorId: request.user!.id,
      }),
  );
};

export default reassignRoutes;
