/**
 * Inventory (issue 13, design "Inventory — API"): `GET /api/inventory/items/` (the stock lines by category),
 * `POST /api/inventory/movements/` (stock added), `POST /api/inventory/counts/` (a stock-take sets a line) and `GET /api/inventory/movements/` (every movement, newest first).
 * The rules are ./service.ts; the shapes contracts/inventory.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { can } from '../../../src/lib/permissions';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { ID_PATTERN, toId } from '../../http/ids';
import { createInventory, MOVEMENTS_PAGE_SIZE } from './service';

const movementsQuerySchema = {
  type: 'object',
  properties: {
    item: {
      type: 'string',
      pattern: ID_PATTERN,
      maxLength: 10,
      description: 'Only the movements of this stock line.',
      errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
    },
    ...pagingQuerySchema(MOVEMENTS_PAGE_SIZE).properties,
  },
  additionalProperties: false,
} as const;

const TAG = 'inventory';

const inventoryRoutes: FastifyPluginAsync = async (app) => {
  const inventory = createInventory(app.repos.inventory, app.forms);

  app.get(
    '/api/inventory/items/',
    {
      schema: {
        tags: [TAG],
        summary: "The stock lines by category, with each category's total and how many lines are low",
        response: { 200: ref('StockItems'), ...errorResponses(401, 403) },
      },
    },
    async () => inventory.items(),
  );

  app.post(
    '/api/inventory/movements/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Add stock to one line (an atomic increment and its movement)',
        description: "An unknown item is 404. Messages of a bad quantity or reason are the stock-addition form's.",
        body: ref('StockAdditionRequest'),
        response: { 201: ref('StockAddition'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await inventory.add(request.body, request.user!.id)),
  );

  app.post(
    '/api/inventory/counts/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Record a stock count: set one line to the quantity counted and keep a counted movement (one transaction)',
        description:
          "The movement's change is the quantity counted minus the quantity before (0 is recorded too). An unknown item " +
          "is 404. Messages of a bad count or reason are the stock-count form's.",
        body: ref('StockCountRequest'),
        response: { 201: ref('StockCount'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await inventory.count(request.body, request.user!.id)),
  );

  app.get<{ Querystring: PagingQuery & { item?: string } }>(
    '/api/inventory/movements/',
    {
      schema: {
        tags: [TAG],
        summary: 'Stock movements (opening, added, dispensed, counted), newest first, one page at a time',
        description:
          `Default page size ${MOVEMENTS_PAGE_SIZE}. An item id that names no line answers no results. A reader without ` +
          "`records.view` (the coordinator) gets no patient's name: a dispensing's reason is `Dispensed`, its patient_name null.",
        querystring: movementsQuerySchema,
        response: { 200: ref('StockMovementPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = readPaging(request.query, MOVEMENTS_PAGE_SIZE);
      let item: number | null = null;
      if (request.query.item !== undefined) {
        try {
          item = toId(request.query.item);
        } catch {
          return { results: [], count: 0 };
        }
      }
      const patientNames = can(request.user!.role, 'records.view');
      return readPage(inventory.movements(item, { patientNames }), paging, (movement) => movement);
    },
  );
};

export default inventoryRoutes;
