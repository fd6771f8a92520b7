/**
 * Appointments (platform §7, under /api): booking, the paged list, one appointment, a patient's, today's, and
 * completing one. The rules are ./service.ts; every answer is the appointment shape of contracts/appointments.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppointmentChange, AppointmentRequest } from '../../../contracts/generated/types';
import { NO_SHOW_REASON } from '../../../contracts/appointments';
import { changeAppointment } from './appointment-changes';
import { ref } from '../../../contracts/shapes';
import { createAppointmentService } from './service';
import { MAX_PAGE_SIZE, pagingQuerySchema, readPaging, type PagingQuery } from '../../http/paging';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { stepFormIds } from '../../../src/lib/section-manifest';
import { readBodyId, recordIdParams, toId } from '../../http/ids';
import { ApiError } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { normalizeRole } from '../../../src/lib/permissions';

const TAG = 'appointments';
const APPOINTMENTS_PAGE_SIZE = 5;
/** Today's appointments a page holds unless `page_size` says otherwise: a spec client asks with no query. */
const TODAY_PAGE_SIZE = MAX_PAGE_SIZE;
const appointmentParams = recordIdParams('The appointment id.');
/**
 * The supervising lecturer a completion's optional body names (`{"supervisor": id}`, the id or its text), or
 * undefined. The body is read here rather than by a route schema: a completion without any body stays valid.
 */
function chosenSupervisor(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>).supervisor;
  if (value === undefined || value === null) return undefined;
  const read = readBodyId(body, 'supervisor');
  if (read.errors) throw ApiError.fields(read.errors);
  return read.value!;
}

const appointmentsRoutes: FastifyPluginAsync = async (app) => {
  const appointments = createAppointmentService(app.repos, app.budgets);

  app.post<{ Body: AppointmentRequest }>(
    '/api/clients/api/appointments/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Book an appointment (Scheduled, New and today unless the body says otherwise)',
        description:
          'A missing or unknown patient is 400 {"detail": "Invalid patient data"}; one that is not an id (a whole number ' +
          'from 1, or that number as text) is 400 {"patient": ["A valid integer is required."]}.',
        body: ref('AppointmentRequest'),
        response: { 201: ref('Appointment'), ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await appointments.create(request.body, { userId: request.user!.id, role: request.user!.role })),
  );

  app.get<{ Querystring: PagingQuery }>(
    '/api/clients/api/appointments/',
    {
      schema: {
        tags: [TAG],
        summary: 'Every appointment, newest date first, one page at a time',
        description: `A page past the end answers no results (with the count). Default page size ${APPOINTMENTS_PAGE_SIZE}.`,
        querystring: pagingQuerySchema(APPOINTMENTS_PAGE_SIZE),
        response: { 200: ref('AppointmentPage'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => appointments.page(readPaging(request.query, APPOINTMENTS_PAGE_SIZE)),
  );

  app.get<{ Querystring: PagingQuery }>(
    '/api/clients/api/appointments/today/',
    {
      schema: {
        tags: [TAG],
        summary: "Today's appointments (the server's date), every status, one page at a time",
        description:
          "Answers `{data, count}`, the shape of the dashboard summary's `today_appointments`: `data` is one page in " +
          'today\'s list order (Scheduled, then Completed, then Cancelled, each newest booked first), `count` how many ' +
          `today has in all. With no query the first ${TODAY_PAGE_SIZE}; \`page\` and \`page_size\` reach the rest ` +
          '(docs/decisions.md, "Bounded lists").',
        querystring: pagingQuerySchema(TODAY_PAGE_SIZE),
        response: { 200: ref('TodayAppointments'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = readPaging(request.query, TODAY_PAGE_SIZE);
      return appointments.today(paging.offset, paging.pageSize);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/clients/api/appointments/:id/',
    {
      schema: {
        tags: [TAG],
        summary: 'One appointment',
        params: appointmentParams,
        response: { 200: ref('Appointment'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => appointments.get(toId(request.params.id)),
  );

  app.patch<{ Params: { id: string }; Body: AppointmentChange }>(
    '/api/clients/api/appointments/:id/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Cancel, mark a no-show or reschedule a Scheduled appointment',
        description:
          'Cancel: {"status": "Cancelled", "cancel_reason": "…"} (a blank or missing reason is 400 on cancel_reason). ' +
          `No-show: the same with the reason '${NO_SHOW_REASON}'. Reschedule: appointment_date (not before today) and/or ` +
          'appointment_time (HH:MM, or null for none). A Completed appointment is 409 {"detail": "A completed appointment ' +
          'cannot be changed."}, a Cancelled one 409 {"detail": "A cancelled appointment cannot be changed."}. Each ' +
          'change is written to the audit trail (action update, record_kind appointment).',
        params: appointmentParams,
        body: ref('AppointmentChange'),
        response: { 200: ref('Appointment'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => changeAppointment(app.repos, toId(request.params.id), request.body, request.user!.id),
  );

  app.get(
    '/api/clients/api/clinicians/',
    {
      schema: {
        tags: [TAG],
        summary: 'Whom an appointment can be booked with: active lecturers and students',
        response: { 200: ref('Clinicians'), ...errorResponses(401, 403) },
      },
    },
    async () => appointments.clinicians(),
  );

  app.get<{ Params: { id: string } }>(
    '/api/clients/api/:id/appointments/',
    {
      schema: {
        tags: [TAG],
        summary: "A patient's appointments, newest date first",
        params: recordIdParams('The patient id (numeric).'),
        response: { 200: ref('Appointments'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => appointments.forPatient(toId(request.params.id)),
  );

  app.patch<{ Params: { id: string } }>(
    '/api/clients/api/:id/complete/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Mark an appointment Completed (a student\'s: submitted for review)',
        description:
          'The body is optional: `{"supervisor": id}` names the supervising lecturer when a student completes (other ' +
          'members are ignored); a student\'s completion submits the case for review to that lecturer, or to the ' +
          'default one when none is named (docs/decisions.md, "The review loop"); an id that is no active lecturer is ' +
          '400 {"supervisor": ["Choose an active lecturer."]} (and one that is no id: 400 {"supervisor": ["A valid integer ' +
          'is required."]}). Needs the diagnosis and the management plan saved: ' +
          'otherwise 400 {"detail": "Save the diagnosis and the management plan before completing."} (or "Save the ' +
          'diagnosis before completing." / "Save the management plan before completing." when only one is missing). ' +
          'Completing a Completed appointment answers it unchanged; a Cancelled one is 400 ' +
          '{"detail": "A cancelled appointment cannot be completed."}.',
        params: appointmentParams,
        response: { 200: ref('Appointment'), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = toId(request.params.id);
      const supervisor = chosenSupervisor(request.body);
      const by = { userId: user.id, role: normalizeRole(user.role), ...(supervisor === undefined ? {} : { supervisor }) };
      return appointments.complete(id, stepFormIds(app.sectionManifest), by);
    },
  );
};

export default appointmentsRoutes;
