/** Contracts of the clinic schedule routes (platform §2.12, §7; docs/api.md "Clinic schedule"). */
import { ref, X_FORM } from './shapes';

/** The most entries one POST may create (the form's `staff_ids.maxItems`). */
export const MAX_ENTRIES = 100;
/** The longest range a GET may ask for, in days, both ends counted. */
export const MAX_RANGE_DAYS = 62;
/** The most entries a GET answers. */
export const MAX_READ = 2000;
/** The most entries one POST may store: its entries, each as many times as its `repeat_weeks`. */
export const MAX_CREATED = 520;

export const SCHEDULE_MESSAGES = {
  date: 'Enter a valid date (YYYY-MM-DD).',
  endAfterStart: 'End time must be after start time.',
  staff: 'Choose staff from the list.',
  tooMany: `Ensure this list has no more than ${MAX_ENTRIES} items.`,
  notAnEntry: 'Each entry must be an object with staff_id, date, start_time and end_time.',
  empty: 'Please select a date and at least one staff member.',
  dateOrRange: 'Give either date or from and to, not both.',
  bothEnds: 'Give both from and to (YYYY-MM-DD).',
  toBeforeFrom: 'To date cannot be before from date.',
  rangeTooLong: `The range can be at most ${MAX_RANGE_DAYS} days.`,
  tooManyCreated: `One save can create at most ${MAX_CREATED} entries (staff members × weeks).`,
  repeatOnCreate: 'Repeat applies only when creating entries.',
} as const;

const hourMinute = { type: 'string', description: 'HH:MM (24 h).' } as const;
const date = { type: 'string', description: 'YYYY-MM-DD.' } as const;

const staffProperties = {
  id: { type: 'integer', description: 'The user id.' },
  name: { type: 'string', description: 'First and last name.' },
  role: { type: 'string', description: 'student or lecturer.' },
} as const;

/** A staff member as an entry or an absence names them. */
export const ClinicScheduleStaffRef = {
  $id: 'ClinicScheduleStaffRef',
  type: 'object',
  properties: staffProperties,
  required: ['id', 'name', 'role'],
  additionalProperties: false,
} as const;

/** One staff member on the rota for a time range of one date. */
export const ClinicScheduleEntry = {
  $id: 'ClinicScheduleEntry',
  type: 'object',
  description:
    'Beside these, every other property of the clinic-schedule form (schemas/clinic-schedule) the entry was saved ' +
    'with, with its type.',
  [X_FORM]: 'clinic-schedule',
  properties: {
    id: { type: 'integer' },
    date,
    start_time: hourMinute,
    end_time: { ...hourMinute, description: 'HH:MM (24 h), after start_time.' },
    staff_id: { type: 'integer', description: 'The staff member (user id).' },
    staff: ref('ClinicScheduleStaffRef'),
  },
  required: ['id', 'date', 'start_time', 'end_time', 'staff_id', 'staff'],
  // The form's other properties, answered from the stored document (server/features/clinic-schedule/service.ts).
  additionalProperties: true,
} as const;

export const ClinicScheduleEntries = {
  $id: 'ClinicScheduleEntries',
  type: 'array',
  description: `Ordered by date, start time, then staff name; at most ${MAX_READ}.`,
  items: ref('ClinicScheduleEntry'),
} as const;

/**
 * One entry of a POST: read into clinic-schedule form data by the wire transform and validated by
 * schemas/clinic-schedule/schema.json (unknown members refused) in the handler.
 */
export const ClinicScheduleEntryPayload = {
  $id: 'ClinicScheduleEntryPayload',
  description:
    'An entry: the clinic-schedule form (schemas/clinic-schedule/schema.json) with one staff member, ' +
    '{staff_id, date, start_time, end_time}, validated with that schema. Times \'HH:MM\' or \'HH:MM:SS\' (stored as ' +
    'HH:MM); staff_id a user id, or that id as text.',
  [X_FORM]: 'clinic-schedule',
  // Open (the form's schema refuses unknown fields, in its own words), but bounded.
  maxProperties: 20,
} as const;

/** A PATCH body: the members of an entry to change, the others kept. */
export const ClinicScheduleEntryChange = {
  $id: 'ClinicScheduleEntryChange',
  description:
    'Any members of an entry (ClinicScheduleEntryPayload: staff_id, date, start_time, end_time, place, …); those not ' +
    'given keep their stored values, a null clears an optional one (place). The entry as changed is validated as a ' +
    'new one would be; repeat_weeks is refused.',
  type: 'object',
  [X_FORM]: 'clinic-schedule',
  maxProperties: 20,
  additionalProperties: true,
} as const;

/** The POST body: a list of entries, or one entry alone. */
export const ClinicSchedulePayload = {
  $id: 'ClinicSchedulePayload',
  description: `A list of 1–${MAX_ENTRIES} entries (or one entry alone).`,
  type: ['array', 'object'],
  maxItems: MAX_ENTRIES,
  maxProperties: 20,
  // One entry alone: its members as ClinicScheduleEntryPayload says.
  additionalProperties: true,
  items: ref('ClinicScheduleEntryPayload'),
} as const;

export const ClinicScheduleStaff = {
  $id: 'ClinicScheduleStaff',
  type: 'array',
  description: 'Active users of the rostered roles (schedule.rostered), by name.',
  items: {
    title: 'ClinicScheduleStaffMember',
    type: 'object',
    properties: {
      ...staffProperties,
      available: { type: 'boolean', description: 'False when on an approved absence on the date asked for.' },
      unavailable_reason: {
        type: ['string', 'null'],
        description: "Why not available, e.g. 'On approved absence (2026-11-24 to 2026-11-26)'.",
      },
      scheduled: {
        type: 'array',
        description:
          'The time ranges the staff member is already scheduled on the date asked for, by start; empty without a date.',
        items: {
          title: 'ScheduledTime',
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

/** Approved absences the calendar shows (docs/decisions.md, "Coordinator clinic schedule (issue 23)"). */
export const ClinicScheduleAbsences = {
  $id: 'ClinicScheduleAbsences',
  type: 'array',
  description:
    'Approved absences that meet the range, by first day then id; all of them for a role with schedule.absences ' +
    `(the coordinator), else the user's own; at most ${MAX_READ}.`,
  items: {
    title: 'ClinicScheduleAbsence',
    type: 'object',
    properties: {
      id: { type: 'integer', description: 'The absent request id.' },
      from_date: { ...date, description: 'First day away (YYYY-MM-DD).' },
      to_date: { ...date, description: 'Last day away, inclusive (YYYY-MM-DD).' },
      staff: ref('ClinicScheduleStaffRef'),
    },
    required: ['id', 'from_date', 'to_date', 'staff'],
    additionalProperties: false,
  },
} as const;

export const CLINIC_SCHEDULE_CONTRACTS = [
  ClinicScheduleStaffRef,
  ClinicScheduleEntry,
  ClinicScheduleEntries,
  ClinicScheduleEntryPayload,
  ClinicScheduleEntryChange,
  ClinicSchedulePayload,
  ClinicScheduleStaff,
  ClinicScheduleAbsences,
];
