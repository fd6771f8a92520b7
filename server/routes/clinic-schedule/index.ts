/**
 * The clinic schedule (platform §2.12, §7): the rota as entries of one staff member, one date and a time range;
 * created by the coordinator, read by everyone; the staff that can be put on it, with their availability.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { isRealDate } from '../../lib/dates';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import {
  createSchedules,
  listSchedules,
  listStaff,
  MAX_ENTRIES,
  readScheduleBody,
  readScheduleRange,
  SCHEDULE_MESSAGES,
} from '../../services/clinic-schedules';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { scheduleBodySchema, scheduleListSchema, scheduleQuerySchema, staffListSchema, staffQuerySchema } from './schemas';

const TAG = 'clinic schedule';

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
        response: { 200: scheduleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listSchedules(app.db, readScheduleRange(request.query)),
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
          `"<Name> is already scheduled on <date> from <HH:MM> to <HH:MM>."}; touching times are fine). At most ${MAX_ENTRIES} entries.`,
        body: scheduleBodySchema,
        response: { 201: scheduleListSchema, ...errorResponses(...BODY_ERRORS, 401, 503) },
      },
    },
    async (request, reply) => {
      const entries = readScheduleBody(app.forms, request.body);
      return reply.code(201).send(await createSchedules(app.db, entries, request.user!.id));
    },
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
        response: { 200: staffListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { date } = request.query;
      if (date !== undefined && !isRealDate(date)) throw ApiError.fields({ date: [SCHEDULE_MESSAGES.date] });
      return listStaff(app.db, date);
    },
  );
};

export default clinicScheduleRoutes;
