/**
 * The clinic schedule (platform §2.12, §7): the rota as entries of one staff member, one date and a time range;
 * created (once or weekly), changed and deleted by the coordinator, read by everyone; the staff that can be put on
 * it, with their availability; the approved absences the calendar shows. The rules
 * are ./service.ts; the shapes contracts/clinic-schedule.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MAX_CREATED, MAX_ENTRIES, MAX_RANGE_DAYS, SCHEDULE_MESSAGES } from '../../../contracts/clinic-schedule';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { recordIdParams, toId } from '../../http/ids';
import {
  createSchedules,
  deleteSchedule,
  listAbsences,
  listSchedules,
  listStaff,
  readScheduleBody,
  readScheduleChange,
  readScheduleRange,
  storedEntry,
  updateSchedule,
} from './service';

const TAG = 'clinic schedule';

const bounded = { type: 'string', maxLength: 32 } as const;

const scheduleQuerySchema = {
  type: 'object',
  properties: {
    date: { ...bounded, description: 'One day (YYYY-MM-DD).' },
    from: { ...bounded, description: 'First day of a range (YYYY-MM-DD); needs `to`.' },
    to: { ...bounded, description: `Last day of the range, inclusive; at most ${MAX_RANGE_DAYS} days from \`from\`, both counted.` },
  },
  additionalProperties: false,
} as const;

const staffQuerySchema = {
  type: 'object',
  properties: { date: { ...bounded, description: 'The day availability is asked for (YYYY-MM-DD).' } },
  additionalProperties: false,
} as const;

const clinicScheduleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { date?: string; from?: string; to?: string } }>(
    '/api/clinic-schedule/schedules/',
    {
      schema: {
        tags: [TAG],
        summary: 'The schedule of one day (?date=) or of a range (?from=&to=, inclusive)',
        description:
          'Without parameters: today − 31 days to today + 62 days. A date that is not a real YYYY-MM-DD day is 400 ' +
          `{"date": ["${SCHEDULE_MESSAGES.date}"]} (or on from/to); a range past its bound is 400 {"to": ["${SCHEDULE_MESSAGES.rangeTooLong}"]}.`,
        querystring: scheduleQuerySchema,
        response: { 200: ref('ClinicScheduleEntries'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSchedules(app.repos.clinicSchedules, readScheduleRange(request.query)),
  );

  app.post(
    '/api/clinic-schedule/schedules/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Put staff on the schedule: one entry per staff member, all stored or none',
        description:
          `Each entry is validated with the clinic-schedule form; then: end after start (400 {"end_time": ["${SCHEDULE_MESSAGES.endAfterStart}"]}), ` +
          `each staff member an active student or lecturer (400 {"staff_id": ["${SCHEDULE_MESSAGES.staff}"]}), ` +
          'not on an approved absence that date (400 {"detail": "<Name> is on approved absence on <date>."}), not already ' +
          'scheduled at an overlapping time that date, by a stored entry or another of the same list (400 {"detail": ' +
          `"<Name> is already scheduled on <date> from <HH:MM> to <HH:MM>."}; touching times are fine). At most ${MAX_ENTRIES} entries. ` +
          'An entry with repeat_weeks N (1–52, default 1) is stored on its date and the same weekday of the next N − 1 weeks, ' +
          `each week checked as above; at most ${MAX_CREATED} entries in all (400 {"repeat_weeks": ["${SCHEDULE_MESSAGES.tooManyCreated}"]}). ` +
          'Each created entry is written to the audit trail.',
        body: ref('ClinicSchedulePayload'),
        response: { 201: ref('ClinicScheduleEntries'), ...errorResponses(...BODY_ERRORS, 401, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchedules(app.repos.clinicSchedules, readScheduleBody(app.forms, request.body), request.user!.id)),
  );

  const entryParams = recordIdParams('The schedule entry id (numeric).');

  app.patch<{ Params: { id: string } }>(
    '/api/clinic-schedule/schedules/:id/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Change a schedule entry: the members given, the others kept',
        description:
          'The entry as changed is checked as a new one (form, end after start, staff, approved absence, overlap — ' +
          'its own old times left out) and answered as read. repeat_weeks is refused (400 {"repeat_weeks": ' +
          `["${SCHEDULE_MESSAGES.repeatOnCreate}"]}). An unknown id is 404. The change is written to the audit trail.`,
        params: entryParams,
        body: ref('ClinicScheduleEntryChange'),
        response: { 200: ref('ClinicScheduleEntry'), ...errorResponses(...BODY_ERRORS, 401, 404, 503) },
      },
    },
    async (request) => {
      const id = toId(request.params.id);
      const entry = readScheduleChange(app.forms, await storedEntry(app.repos.clinicSchedules, id), request.body);
      return updateSchedule(app.repos.clinicSchedules, id, entry, request.user!.id);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/clinic-schedule/schedules/:id/',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a schedule entry; answers it as it was',
        description: 'An unknown id is 404. The deletion is written to the audit trail.',
        params: entryParams,
        response: { 200: ref('ClinicScheduleEntry'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteSchedule(app.repos.clinicSchedules, toId(request.params.id), request.user!.id),
  );

  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/api/clinic-schedule/absences/',
    {
      schema: {
        tags: [TAG],
        summary: 'Approved absences to show on the calendar for a range (?from=&to=, inclusive)',
        description:
          "Everyone's for a role with schedule.absences (the coordinator), else the user's own. The range is read as " +
          'GET schedules reads it (without parameters: today − 31 to today + 62 days).',
        querystring: { ...scheduleQuerySchema, properties: { from: scheduleQuerySchema.properties.from, to: scheduleQuerySchema.properties.to } },
        response: { 200: ref('ClinicScheduleAbsences'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAbsences(app.repos.clinicSchedules, readScheduleRange(request.query), request.user!),
  );

  app.get<{ Querystring: { date?: string } }>(
    '/api/clinic-schedule/staff/',
    {
      schema: {
        tags: [TAG],
        summary: 'The staff that can be scheduled (active students and lecturers), by name, with their availability on ?date=',
        description:
          'Each with scheduled: the time ranges already on the schedule that date, by start. Without a date every one is ' +
          `available and scheduled is empty. A bad date is 400 {"date": ["${SCHEDULE_MESSAGES.date}"]}.`,
        querystring: staffQuerySchema,
        response: { 200: ref('ClinicScheduleStaff'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStaff(app.repos.clinicSchedules, request.query.date),
  );
};

export default clinicScheduleRoutes;
