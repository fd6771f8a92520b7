/** Schemas of the clinic schedule routes (also their OpenAPI description). */
import { MAX_ENTRIES, MAX_RANGE_DAYS, MAX_READ } from '../../services/clinic-schedules';

const hourMinute = { type: 'string', description: 'HH:MM (24 h).' } as const;
const date = { type: 'string', description: 'YYYY-MM-DD.' } as const;

const staffRef = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The user id.' },
    name: { type: 'string', description: 'First and last name.' },
    role: { type: 'string', description: 'student or lecturer.' },
  },
  required: ['id', 'name', 'role'],
  additionalProperties: false,
} as const;

/** One staff member on the rota for a time range of one date. */
export const scheduleEntrySchema = {
  title: 'ClinicScheduleEntry',
  type: 'object',
  description:
    'Beside these, every other property of the clinic-schedule form (schemas/clinic-schedule) the entry was saved ' +
    'with, with its type.',
  properties: {
    id: { type: 'integer' },
    date,
    start_time: hourMinute,
    end_time: { ...hourMinute, description: 'HH:MM (24 h), after start_time.' },
    staff_id: { type: 'integer', description: 'The staff member (user id).' },
    staff: staffRef,
  },
  required: ['id', 'date', 'start_time', 'end_time', 'staff_id', 'staff'],
  // A property added to the form's schema is answered from the stored document (server/services/form-documents.ts).
  additionalProperties: true,
} as const;

export const scheduleListSchema = {
  title: 'ClinicScheduleEntries',
  type: 'array',
  description: `Ordered by date, start time, then staff name; at most ${MAX_READ}.`,
  items: scheduleEntrySchema,
} as const;

const bounded = { type: 'string', maxLength: 32 } as const;

export const scheduleQuerySchema = {
  type: 'object',
  properties: {
    date: { ...bounded, description: 'One day (YYYY-MM-DD).' },
    from: { ...bounded, description: 'First day of a range (YYYY-MM-DD); needs `to`.' },
    to: { ...bounded, description: `Last day of the range, inclusive; at most ${MAX_RANGE_DAYS} days from \`from\`, both counted.` },
  },
  additionalProperties: false,
} as const;

export const staffQuerySchema = {
  type: 'object',
  properties: { date: { ...bounded, description: 'The day availability is asked for (YYYY-MM-DD).' } },
  additionalProperties: false,
} as const;

/**
 * The POST body: a list of entries, or one entry alone. Each entry is read into clinic-schedule form data by the
 * wire transform and validated by schemas/clinic-schedule/schema.json (unknown members refused).
 */
export const scheduleBodySchema = {
  title: 'ClinicSchedulePayload',
  description:
    `A list of 1–${MAX_ENTRIES} entries {staff_id, date, start_time, end_time} (or one such entry alone). Times 'HH:MM' ` +
    "or 'HH:MM:SS' (stored as HH:MM); staff_id a user id, or that id as text.",
  type: ['array', 'object'],
  maxItems: MAX_ENTRIES,
  maxProperties: 20,
  items: { maxProperties: 20, description: 'An entry: {staff_id, date, start_time, end_time}.' },
} as const;

export const staffListSchema = {
  title: 'ClinicScheduleStaff',
  type: 'array',
  description: 'Active users of the rostered roles (schedule.rostered), by name.',
  items: {
    type: 'object',
    properties: {
      ...staffRef.properties,
      available: { type: 'boolean', description: 'False when on an approved absence on the date asked for.' },
      unavailable_reason: { type: ['string', 'null'], description: "Why not available, e.g. 'On approved absence (2026-11-24 to 2026-11-26)'." },
      scheduled: {
        type: 'array',
        description: 'The time ranges the staff member is already scheduled on the date asked for, by start; empty without a date.',
        items: {
          type: 'object',
          properties: { start_time: hourMinute, end_time: hourMinute },
          required: ['start_time', 'end_time'],
          additionalProperties: false,
        },
      },
    },
    required: ['id', 'name', 'role', 'available', 'unavailable_reason', 'scheduled'],
    additionalProperties: false,
  },
} as const;
