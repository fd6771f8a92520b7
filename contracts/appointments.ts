/** Contracts of the appointment routes (platform §3 "Appointment", §7) and of whose consultation it is. */
import { REMARKS_MAX, REVIEW_MESSAGES } from './reviews';
import { closedObject, pagedContract, ref } from './shapes';

export const APPOINTMENT_TYPES = ['New', 'Review'] as const;
export const APPOINTMENT_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;

/** The longest reason a reassignment keeps: as long as a review's remarks. */
export const REASON_MAX = REMARKS_MAX;

export const APPOINTMENT_MESSAGES = {
  /** Platform §5: an appointment without a (known) patient. */
  invalidPatient: 'Invalid patient data',
  cancelledNotCompleted: 'A cancelled appointment cannot be completed.',
  badDate: 'Enter a valid date (YYYY-MM-DD).',
  badChoice: 'Not a valid choice.',
  badText: 'Not a valid string.',
  badTime: 'Enter a valid time (HH:MM).',
  badClinician: 'Choose an active clinician.',
  completedUnchangeable: 'A completed appointment cannot be changed.',
  reasonRequired: 'Give a reason for cancelling the appointment.',
  reasonOnlyWhenCancelled: 'A reason is given only when cancelling (status Cancelled).',
  statusChange: 'Only Cancelled can be set here (a consultation completes an appointment).',
  alreadyCancelled: 'A cancelled appointment cannot be changed.',
  nothingToChange: 'Give at least one of appointment_date, appointment_time, status.',
} as const;

/** The reason a no-show is cancelled with. */
export const NO_SHOW_REASON = 'No-show';

/** The longest cancellation reason kept. */
export const CANCEL_REASON_MAX = 500;

/** HH:MM, 24-hour. */
export const APPOINTMENT_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

const time = {
  type: ['string', 'null'],
  pattern: APPOINTMENT_TIME_PATTERN,
  maxLength: 5,
  errorMessage: {
    pattern: APPOINTMENT_MESSAGES.badTime,
    type: APPOINTMENT_MESSAGES.badTime,
    maxLength: APPOINTMENT_MESSAGES.badTime,
  },
} as const;

export const REASSIGN_MESSAGES = {
  reason: 'Give a reason for reassigning the consultation.',
  reasonLength: REVIEW_MESSAGES.remarksLength,
  notStudent: 'Choose an active student.',
} as const;

const date = { type: 'string', description: 'YYYY-MM-DD.' } as const;

/** Platform §3 "Appointment", as every appointment route answers it. */
export const Appointment = {
  $id: 'Appointment',
  ...closedObject(null, {
    id: { type: 'integer' },
    patient: { type: 'integer', description: "The patient's numeric id." },
    patient_id: { type: 'string', description: "The patient's readable id." },
    patient_name: { type: 'string', description: 'First and last name.' },
    appointment_date: date,
    appointment_type: { type: 'string', enum: [...APPOINTMENT_TYPES] },
    status: { type: 'string', enum: [...APPOINTMENT_STATUSES] },
    notes: { type: ['string', 'null'] },
    appointment_time: { type: ['string', 'null'], description: 'HH:MM (24 h); null when only the day is booked.' },
    clinician: { type: ['integer', 'null'], description: "The clinician's user id; null when none is named." },
    clinician_name: { type: ['string', 'null'], description: "The clinician's first and last name; null when none is named." },
    cancel_reason: {
      type: ['string', 'null'],
      description: `Why it was cancelled ('${NO_SHOW_REASON}' when the patient did not come); null unless Cancelled.`,
    },
  }),
} as const;

export const Appointments = {
  $id: 'Appointments',
  type: 'array',
  description: 'Newest date first.',
  items: ref('Appointment'),
} as const;

export const AppointmentPage = pagedContract('AppointmentPage', 'Appointment');

/** Today's list as the dashboard summary carries it (`today_appointments`): one page of the day, and how many. */
export const TodayAppointments = {
  $id: 'TodayAppointments',
  ...closedObject(null, {
    data: {
      type: 'array',
      items: ref('Appointment'),
      description: "One page of today's appointments, every status: Scheduled, then Completed, then Cancelled, each newest booked first.",
    },
    count: { type: 'integer', description: 'How many appointments today has in all pages.' },
  }),
} as const;

const choice = (values: readonly string[], description: string) =>
  ({
    type: ['string', 'null'],
    enum: [...values, null],
    description,
    errorMessage: { enum: APPOINTMENT_MESSAGES.badChoice, type: APPOINTMENT_MESSAGES.badChoice },
  }) as const;

export const AppointmentRequest = {
  $id: 'AppointmentRequest',
  type: 'object',
  properties: {
    patient: {
      ...ref('IdRef'),
      description:
        `The patient's numeric id (or the same id as text, "5"); missing or unknown: 400 {"detail": "${APPOINTMENT_MESSAGES.invalidPatient}"}.`,
    },
    appointment_date: {
      type: ['string', 'null'],
      format: 'date',
      maxLength: 10,
      description: "YYYY-MM-DD; today (the server's date) when absent or null.",
      errorMessage: {
        format: APPOINTMENT_MESSAGES.badDate,
        type: APPOINTMENT_MESSAGES.badDate,
        maxLength: APPOINTMENT_MESSAGES.badDate,
      },
    },
    appointment_type: choice(APPOINTMENT_TYPES, 'New when absent or null.'),
    status: choice(APPOINTMENT_STATUSES, 'Scheduled when absent or null.'),
    notes: { type: ['string', 'null'], maxLength: 2000, errorMessage: { type: APPOINTMENT_MESSAGES.badText } },
    appointment_time: { ...time, description: 'HH:MM (24 h); none when absent or null.' },
    clinician: {
      ...ref('IdRef'),
      description: `The clinician's user id (an active lecturer or student, or that id as text); none when absent; another id: 400 {"clinician": ["${APPOINTMENT_MESSAGES.badClinician}"]}.`,
    },
  },
  additionalProperties: false,
} as const;

/** PATCH /api/clients/api/appointments/{id}/: cancel, mark a no-show, reschedule. */
export const AppointmentChange = {
  $id: 'AppointmentChange',
  type: 'object',
  description:
    `Cancel: {"status": "Cancelled", "cancel_reason": "…"} (a reason is required). No-show: the same with the reason ` +
    `'${NO_SHOW_REASON}'. Reschedule: a new appointment_date and/or appointment_time (null clears the time). A ` +
    'Completed or Cancelled appointment is not changed (400 {"detail": …}).',
  properties: {
    appointment_date: {
      type: 'string',
      format: 'date',
      maxLength: 10,
      description: 'YYYY-MM-DD; not before the clinic\'s today.',
      errorMessage: { format: APPOINTMENT_MESSAGES.badDate, type: APPOINTMENT_MESSAGES.badDate, maxLength: APPOINTMENT_MESSAGES.badDate },
    },
    appointment_time: { ...time, description: 'HH:MM (24 h), or null for no time of day.' },
    status: {
      type: 'string',
      enum: ['Cancelled'],
      description: 'Cancelled (the only status set here).',
      errorMessage: { enum: APPOINTMENT_MESSAGES.statusChange, type: APPOINTMENT_MESSAGES.badChoice },
    },
    cancel_reason: {
      type: 'string',
      maxLength: CANCEL_REASON_MAX,
      description: `Why it is cancelled: required with status Cancelled, trimmed, at most ${CANCEL_REASON_MAX} characters.`,
      errorMessage: { type: APPOINTMENT_MESSAGES.badText },
    },
  },
  additionalProperties: false,
} as const;

/** Someone an appointment can be booked with. */
export const Clinician = {
  $id: 'Clinician',
  ...closedObject(null, {
    id: { type: 'integer', description: 'The user id.' },
    name: { type: 'string', description: 'First and last name.' },
    role: { type: 'string', description: 'lecturer or student.' },
  }),
} as const;

export const Clinicians = {
  $id: 'Clinicians',
  type: 'array',
  description: 'Active lecturers, then students, each by last and first name.',
  items: ref('Clinician'),
} as const;

export const ConsultationReassignPayload = {
  $id: 'ConsultationReassignPayload',
  type: 'object',
  properties: {
    student: { ...ref('IdRef'), description: "The student's user id (or that id as text)." },
    reason: {
      type: 'string',
      maxLength: REASON_MAX,
      description: `Why the consultation changes student (required, trimmed, at most ${REASON_MAX} characters).`,
      errorMessage: { maxLength: REASSIGN_MESSAGES.reasonLength },
    },
  },
  required: ['student'],
  additionalProperties: false,
} as const;

export const ConsultationOwner = {
  $id: 'ConsultationOwner',
  ...closedObject(null, {
    appointment: { type: 'integer' },
    student: {
      title: 'ConsultationStudent',
      ...closedObject(null, { id: { type: 'integer' }, name: { type: 'string', description: '"First Last".' } }),
    },
    assigned_at: { type: 'string', description: 'ISO 8601 UTC time.' },
  }),
} as const;

export const APPOINTMENT_CONTRACTS = [
  Appointment, Appointments, AppointmentPage, TodayAppointments, AppointmentRequest, ConsultationReassignPayload,
  ConsultationOwner, AppointmentChange, Clinician, Clinicians,
];
