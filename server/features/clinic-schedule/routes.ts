/**
 * The clinic schedule (platform §2.12, §7): the rota as entries of one staff member, one date and a time range;
 * created by the coordinator, read by everyone; the staff that can be put on it, with their availability. The rules
 * are ./service.ts; the shapes contracts/clinic-schedule.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MAX_ENTRIES, MAX_RANGE_DAYS, SCHEDULE_MESSAGES } from '../../../contracts/clinic-schedule';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { createSchedules, listSchedules, listStaff, readScheduleBody, readScheduleRange } from './service';

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
          `"<Name> is already scheduled on <date> from <HH:MM> to <HH:MM>."}; touching times are fine). At most ${MAX_ENTRIES} entries.`,
        body: ref('ClinicSchedulePayload'),
        response: { 201: ref('ClinicScheduleEntries'), ...errorResponses(...BODY_ERRORS, 401, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchedules(app.repos.clinicSchedules, readScheduleBody(app.forms, request.body), request.user!.id)),
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
