/**
 * The audit trail (docs/server.md, "Audit trail"): the events list for the systems administrator (who read or
 * changed which patient's records, and when) and a patient's edit history (who changed which fields, when, and
 * what they held before).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AuditFilter } from '../../db/repositories/audit-events';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { MAX_ID } from '../../lib/ids';
import { AUDIT_ACTIONS, auditEventSource, toAuditEventResponse } from '../../services/audit';
import { patientRevisionSource, toPatientRevisionResponse } from '../../features/patients/patient-history';
import { MAX_PAGE_SIZE, pagedSchema, pagingQuerySchema, readPage, readPaging, type PagingQuery } from '../../http/paging';
import { recordIdParams } from '../../http/ids';
import { errorResponses } from '../../http/responses';
import { ID_PATTERN, toId } from '../../http/ids';

const TAG = 'audit';
const EVENTS_PAGE_SIZE = 20;
const HISTORY_PAGE_SIZE = 10;

const NAME = { type: 'string', maxLength: 150 } as const;
const NULLABLE_ID = { type: ['integer', 'null'] } as const;

const userSummarySchema = {
  title: 'UserSummary',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: NAME,
    first_name: NAME,
    last_name: NAME,
    role: { type: 'string', maxLength: 32, description: "The specification's role word, in lower case (e.g. `hospital administrator`)." },
  },
  required: ['id', 'username', 'first_name', 'last_name', 'role'],
  additionalProperties: false,
} as const;

const auditEventSchema = {
  title: 'AuditEvent',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', maxLength: 32, description: 'ISO 8601 UTC time of the event.' },
    action: {
      type: 'string',
      enum: [...AUDIT_ACTIONS],
      description: 'read: a record was answered; refused: its read was answered 403 or 404; update: a patient was changed.',
    },
    record_kind: {
      type: 'string',
      maxLength: 64,
      description:
        "A section's form id (case-history, oculo-medical-history, …), file, patient, marks, grading, review, " +
        'patient-search or dispensary-queue.',
    },
    record_id: { ...NULLABLE_ID, description: 'The section record, uploaded file or patient revision (null for a list).' },
    user: { ...userSummarySchema, description: 'Who read or changed the record.' },
    patient: { ...NULLABLE_ID, description: "The patient's numeric id; null when the record names no patient." },
    patient_id: { type: ['string', 'null'], maxLength: 16, description: "The patient's readable id." },
    patient_name: { type: ['string', 'null'], maxLength: 64, description: 'First and last name.' },
    appointment: { ...NULLABLE_ID, description: 'The appointment the record belongs to.' },
  },
  required: ['id', 'at', 'action', 'record_kind', 'record_id', 'user', 'patient', 'patient_id', 'patient_name', 'appointment'],
  additionalProperties: false,
} as const;

/** Every registration field as an answer names it (server/features/patients/patient-history.ts). */
const PATIENT_FIELDS = [
  'first_name', 'last_name', 'otherNames', 'dob', 'gender', 'clinic', 'occupation_category', 'occupation', 'address',
  'residence', 'region', 'landmark', 'hometown', 'primary_phone', 'alternate_phone', 'emergency_contact_name',
  'emergency_contact_number', 'hospitalId', 'date_of_first_visit', 'insurance_provider', 'insurance_number',
] as const;

const patientRevisionSchema = {
  title: 'PatientRevision',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    changed_at: { type: 'string', maxLength: 32, description: 'ISO 8601 UTC time of the change.' },
    changed_by: { ...userSummarySchema, description: 'Who made the change.' },
    changed_fields: {
      type: 'array',
      items: { type: 'string', maxLength: 64 },
      description: 'The fields the change gave another value.',
    },
    previous: {
      type: 'object',
      description:
        'Every field as it was before the change (null: not given), and every property of the registration ' +
        'document that no field holds (a property added to the registration schema), with its type.',
      properties: Object.fromEntries(PATIENT_FIELDS.map((field) => [field, { type: ['string', 'null'], maxLength: 255 }])),
      additionalProperties: true,
    },
  },
  required: ['id', 'changed_at', 'changed_by', 'changed_fields', 'previous'],
  additionalProperties: false,
} as const;

/** `{results, count}` with at most a page of results. */
function boundedPage(item: object) {
  const paged = pagedSchema(item);
  return { ...paged, properties: { ...paged.properties, results: { type: 'array', maxItems: MAX_PAGE_SIZE, items: item } } };
}

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
        response: { 200: boundedPage(auditEventSchema), ...errorResponses(400, 401, 403) },
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
        response: { 200: boundedPage(patientRevisionSchema), ...errorResponses(400, 401, 403, 404) },
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
