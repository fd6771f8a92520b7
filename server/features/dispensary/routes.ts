/**
 * Dispensary (issue 13, design "Dispensary — API"): `GET /api/dispensary/queue/` (completed consultations of the
 * last 90 days with something to hand out), `POST /api/dispensary/{appointment}/dispense/` (one item, one
 * transaction) and `GET /api/dispensary/dispensings/` (what was handed out, newest first). The rules are
 * ./service.ts; the shapes contracts/dispensary.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { ApiError } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';
import { createDispensary, DISPENSINGS_PAGE_SIZE, QUEUE_DAYS, QUEUE_MAX_PAGE_SIZE, QUEUE_PAGE_SIZE } from './service';

const TAG = 'dispensary';

const dispensaryRoutes: FastifyPluginAsync = async (app) => {
  const dispensary = createDispensary(app.repos.dispensary, app.forms);

  app.get<{ Querystring: PagingQuery }>(
    '/api/dispensary/queue/',
    {
      config: { audit: { kind: 'dispensary-queue' } },
      schema: {
        tags: [TAG],
        summary: 'Completed consultations whose management plan has an item still to dispense, oldest first',
        description:
          `Appointments of the last ${QUEUE_DAYS} days. Default page size ${QUEUE_PAGE_SIZE}, at most ${QUEUE_MAX_PAGE_SIZE}. ` +
          'Each item says whether it is pending, dispensed (by whom, when) or not stocked by the clinic.',
        querystring: pagingQuerySchema(QUEUE_PAGE_SIZE),
        response: { 200: ref('DispensaryQueueEntryPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = readPaging(request.query, QUEUE_PAGE_SIZE);
      if (paging.pageSize > QUEUE_MAX_PAGE_SIZE) {
        throw ApiError.fields({ page_size: [`Ensure this value is less than or equal to ${QUEUE_MAX_PAGE_SIZE}.`] });
      }
      return dispensary.queue(paging.offset, paging.pageSize);
    },
  );

  app.post<{ Params: { appointment: string }; Body: { item: string } }>(
    '/api/dispensary/:appointment/dispense/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "Dispense one item of a completed consultation's management plan",
        description:
          'One transaction: the dispensing, then each stock need taken only if enough is left, and its movement. ' +
          '404 unknown appointment; 409 not completed, not stocked, already dispensed, or not enough stock (nothing ' +
          'changed); 400 {item: ["Not an item of this management plan."]}.',
        params: idParams('appointment'),
        body: ref('DispenseRequest'),
        response: { 201: ref('Dispensed'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await dispensary.dispense(toId(request.params.appointment), request.body.item, request.user!.id)),
  );

  app.get<{ Querystring: PagingQuery }>(
    '/api/dispensary/dispensings/',
    {
      schema: {
        tags: [TAG],
        summary: 'What was dispensed, to whom and by whom, newest first',
        description: `Default page size ${DISPENSINGS_PAGE_SIZE}.`,
        querystring: pagingQuerySchema(DISPENSINGS_PAGE_SIZE),
        response: { 200: ref('DispensingPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readPage(dispensary.dispensings, readPaging(request.query, DISPENSINGS_PAGE_SIZE), (dispensing) => dispensing),
  );
};

export default dispensaryRoutes;
