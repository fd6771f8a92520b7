/**
 * The audit trail (docs/server.md, "Audit trail"): the events list for the systems administrator (who read or
 * changed which patient's records, and when) and a patient's edit history (who changed which fields, when, and
 * what they held before). The shapes are contracts/audit.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import type { AuditFilter } from '../../db/repositories/audit-events';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { MAX_ID } from '../../lib/ids';
import { patientRevisionSource, toPatientRevisionResponse } from '../patients/patient-history';
import { pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { ID_PATTERN, recordIdParams, toId } from '../../http/ids';
import { errorResponses } from '../../http/responses';
import { auditEventSource, toAuditEventResponse } from './service';

const TAG = 'audit';
const EVENTS_PAGE_SIZE = 20;
const HISTORY_PAGE_SIZE = 10;

const filterId = (description: string) =>
  ({
    type: 'string',
    pattern: ID_PATTERN,
    maxLength: 10,
    description,
    errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
  }) as const;

interface EventsQuery extends PagingQuery {
  patient?: string;
  user?: string;
}

const eventsQuerySchema = (() => {
  const paging = pagingQuerySchema(EVENTS_PAGE_SIZE);
  return {
    ...paging,
    properties: {
      ...paging.properties,
      patient: filterId("Only this patient's events (numeric patient id)."),
      user: filterId("Only this user's events (user id)."),
    },
  };
})();

const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: EventsQuery }>(
    '/api/audit/api/events/',
    {
      schema: {
        tags: [TAG],
        summary: 'The audit trail: who read or changed which patient records, and when; newest first',
        description:
          'Every answered read of a consultation section, of the Oculo-Medical History and of an uploaded file, and ' +
          `every change of a patient's fields. Filter by patient and/or user. Default page size ${EVENTS_PAGE_SIZE}.`,
        querystring: eventsQuerySchema,
        response: { 200: ref('AuditEventPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { patient, user, ...pagingQuery } = request.query;
      const paging = readPaging(pagingQuery, EVENTS_PAGE_SIZE);
      const filter: AuditFilter = {};
      if (patient !== undefined) filter.patientId = Number(patient);
      if (user !== undefined) filter.userId = Number(user);
      // An id beyond the integer range names nothing (and must not reach a query).
      if ((filter.patientId ?? 0) > MAX_ID || (filter.userId ?? 0) > MAX_ID) return { results: [], count: 0 };
      return readPage(auditEventSource(app.repos, filter), paging, toAuditEventResponse);
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
