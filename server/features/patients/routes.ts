/**
 * Patients (platform §7, under /api): the paged list, registration, details, search and update. Bodies are read
 * and validated by ./service.ts with the registration form's own schema; the shapes are contracts/patients.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { createPatientService } from './service';
import { pagingQuerySchema, readPaging, type PagingQuery } from '../../http/paging';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { recordIdParams, toId } from '../../http/ids';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';

const TAG = 'patients';
const PATIENTS_PAGE_SIZE = 10;
const patientParams = recordIdParams('The patient id (numeric).');
const searchQuerySchema = {
  type: 'object',
  properties: {
    search: {
      type: 'string',
      maxLength: 100,
      description: 'Part of a name, the readable id or a phone number; blank answers [].',
    },
  },
  additionalProperties: false,
} as const;

const patientsRoutes: FastifyPluginAsync = async (app) => {
  const patients = createPatientService({ forms: app.forms, repos: app.repos });

  app.get<{ Querystring: PagingQuery }>(
    '/api/clients/api/patients/',
    {
      schema: {
        tags: [TAG],
        summary: 'Patients, newest registered first, one page at a time',
        description: `A page past the end answers no results (with the count). Default page size ${PATIENTS_PAGE_SIZE}.`,
        querystring: pagingQuerySchema(PATIENTS_PAGE_SIZE),
        response: { 200: ref('PatientPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => patients.page(readPaging(request.query, PATIENTS_PAGE_SIZE)),
  );

  app.post<{ Body: unknown }>(
    '/api/clients/api/patients/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Register a patient',
        description:
          'A primary phone number another patient already has is refused (400 on primary_phone, naming ' +
          'confirm_save and listing the holders in existing_patients) unless the body carries confirm_save: true; ' +
          'an exact duplicate (same names, date of birth and primary phone) is refused even then.',
        body: ref('PatientRequest'),
        response: { 201: ref('PatientDetail'), ...errorResponses(...BODY_ERRORS, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await patients.register(request.body, request.user!.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/clients/api/patient-detail/:id/',
    {
      config: { audit: { kind: 'patient', patientParam: 'id' } },
      schema: {
        tags: [TAG],
        summary: 'One patient',
        params: patientParams,
        response: { 200: ref('PatientDetail'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => patients.get(toId(request.params.id)),
  );

  app.get<{ Querystring: { search?: string } }>(
    '/api/clients/api/search/',
    {
      // The search text is not kept: it is mostly a patient's name or phone (docs/decisions.md, "Audit trail").
      config: { audit: { kind: 'patient-search' } },
      schema: {
        tags: [TAG],
        summary: 'Search patients by name, readable id or phone (at most 50, best first)',
        description:
          'Case-insensitive and partial. Exact readable id or phone first, then first or last names, id or phones ' +
          'that start with the text, then other names that do, then those that contain every word of it; ties by ' +
          'last name, then first name. matched_on says where the words were found.',
        querystring: searchQuerySchema,
        response: { 200: ref('PatientSearchResults'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => patients.search(request.query.search ?? ''),
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/api/clients/api/update-patient/:id/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "Replace a patient's fields",
        description:
          'The same body and rules as registration. A changed primary phone number that another patient has needs ' +
          'confirm_save: true; an unchanged one is not checked again. The values a change replaces are kept, with ' +
          'who changed them and when (GET /api/clients/api/patient-detail/{id}/history/).',
        params: patientParams,
        body: ref('PatientRequest'),
        response: { 200: ref('PatientDetail'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) => patients.update(toId(request.params.id), request.body, request.user!.id),
  );
};

export default patientsRoutes;
