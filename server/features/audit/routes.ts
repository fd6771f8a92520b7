/**
 * The audit trail (docs/server.md, "Audit trail"): the events list for the systems administrator (who read or
 * changed which patient's records, and when) and a patient's edit history (who changed which fields, when, and
 * what they held before). The shapes are contracts/audit.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { localDate } from '../../lib/dates';
import { patientRevisionSource, toPatientRevisionResponse } from '../patients/patient-history';
import { pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { recordIdParams, toId } from '../../http/ids';
import { errorResponses } from '../../http/responses';
import { exportEvents, MAX_EXPORT_ROWS } from './export';
import { FILTER_PROPERTIES, readFilter, type FilterQuery } from './filters';
import { auditEventSource, toAuditEventResponse } from './service';

const TAG = 'audit';
const EVENTS_PAGE_SIZE = 20;
const HISTORY_PAGE_SIZE = 10;

interface EventsQuery extends PagingQuery, FilterQuery {}

const eventsQuerySchema = (() => {
  const paging = pagingQuerySchema(EVENTS_PAGE_SIZE);
  return { ...paging, properties: { ...paging.properties, ...FILTER_PROPERTIES } };
})();

const exportQuerySchema = { type: 'object', properties: FILTER_PROPERTIES, additionalProperties: false } as const;

const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: EventsQuery }>(
    '/api/audit/api/events/',
    {
      schema: {
        tags: [TAG],
        summary: 'The audit trail: who read or changed which patient records, and when; newest first',
        description:
          'Every answered read of a consultation section, of the Oculo-Medical History and of an uploaded file, and ' +
          `every change of a patient's fields or of an account. Filter by patient, user, action and days. Default page ` +
          `size ${EVENTS_PAGE_SIZE}.`,
        querystring: eventsQuerySchema,
        response: { 200: ref('AuditEventPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, page_size, ...filterQuery } = request.query;
      const paging = readPaging({ page, page_size }, EVENTS_PAGE_SIZE);
      const filter = readFilter(filterQuery);
      if (!filter) return { results: [], count: 0 };
      return readPage(auditEventSource(app.repos, filter), paging, toAuditEventResponse);
    },
  );

  app.get<{ Querystring: FilterQuery }>(
    '/api/audit/api/events/export/',
    {
      schema: {
        tags: [TAG],
        summary: `The audit events matching the filters as a CSV file, newest first (at most ${MAX_EXPORT_ROWS})`,
        description:
          'The filters of the events list. The export is itself an event (`export` of `audit-log`). Cells a spreadsheet ' +
          'would read as a formula are quoted.',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: { description: 'The events, as CSV.', type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const filter = readFilter(request.query);
      const csv = await exportEvents(app.repos, filter, request.user!.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${localDate()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get<{ Params: { id: string }; Querystring: PagingQuery }>(
    '/api/clients/api/patient-detail/:id/history/',
    {
      schema: {
        tags: ['patients', TAG],
        summary: "A patient's edit history: who changed which fields, when, and what they held before; newest first",
        description: `A save that changed nothing is not listed. Default page size ${HISTORY_PAGE_SIZE}.`,
        params: recordIdParams('The patient id (numeric).'),
        querystring: pagingQuerySchema(HISTORY_PAGE_SIZE),
        response: { 200: ref('PatientRevisionPage'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const patientId = toId(request.params.id);
      const paging = readPaging(request.query, HISTORY_PAGE_SIZE);
      if (!(await app.repos.patients.find(patientId))) throw ApiError.detail(404, MESSAGES.notFound);
      return readPage(patientRevisionSource(app.repos, patientId), paging, toPatientRevisionResponse);
    },
  );
};

export default auditRoutes;
