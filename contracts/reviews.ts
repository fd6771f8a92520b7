/** Contracts of the review loop (issue 12, API "Reviews"; docs/decisions.md, "The review loop"). */
import { SECTION_FORM_IDS } from '../src/lib/consultation-sections';
import { closedObject, ref } from './shapes';

export const REVIEW_STATUSES = ['submitted', 'returned', 'approved'] as const;
/** Every step a case's timeline shows: the transitions, then the marks and gradings given. */
export const REVIEW_ACTIONS = [
  'submitted', 'supervisor_changed', 'reassigned', 'returned', 'resubmitted', 'approved', 'marked', 'graded', 'regraded',
] as const;

/** The longest remarks a transition keeps. */
export const REMARKS_MAX = 2000;

export const REVIEW_MESSAGES = {
  remarks: 'Give remarks for the student.',
  sections: 'Name at least one section to correct.',
  unknownSection: 'Not a section of the consultation.',
  remarksLength: `Ensure this field has no more than ${REMARKS_MAX} characters.`,
  notLecturer: 'Choose an active lecturer.',
  notWaiting: 'This case is not waiting for review.',
  notReturned: 'This case is not returned for correction.',
  notGraded: 'Grade the case before approving it.',
} as const;

export const ReviewStatus = { $id: 'ReviewStatus', type: 'string', enum: [...REVIEW_STATUSES] } as const;
export const ReviewAction = { $id: 'ReviewAction', type: 'string', enum: [...REVIEW_ACTIONS] } as const;

export const PersonRef = {
  $id: 'PersonRef',
  ...closedObject(null, { id: { type: 'integer' }, name: { type: 'string', description: '"First Last".' } }),
} as const;

export const ReviewPatient = {
  $id: 'ReviewPatient',
  ...closedObject(null, {
    id: { type: 'integer', description: "The patient's numeric id." },
    patient_id: { type: 'string', description: "The patient's readable id (SL-…)." },
    name: { type: 'string' },
  }),
} as const;

const sections = { type: 'array', items: { type: 'string' }, description: 'Form ids of the sections returned for correction.' } as const;

const itemProperties = {
  appointment: { type: 'integer' },
  patient: ref('ReviewPatient'),
  student: ref('PersonRef'),
  supervisor: ref('PersonRef'),
  appointment_date: { type: 'string', description: 'YYYY-MM-DD.' },
  appointment_type: { type: 'string' },
  submitted_at: { type: 'string', description: 'ISO 8601 UTC time of the latest (re)submission.' },
  waiting_minutes: { type: 'integer', description: 'Whole minutes since the latest (re)submission.' },
  diagnosis: {
    type: ['string', 'null'],
    description: "The latest diagnosis record's first final diagnosis, else its differential diagnosis; null when none.",
  },
  status: ref('ReviewStatus'),
} as const;

/** One case of `GET /api/reviews/?scope=`. */
export const PendingReview = { $id: 'PendingReview', ...closedObject(null, itemProperties) } as const;
export const PendingReviews = {
  $id: 'PendingReviews',
  type: 'array',
  description: 'Oldest submission first.',
  items: ref('PendingReview'),
} as const;

/** One case of a student's own list. */
export const StudentReviewItem = {
  $id: 'StudentReviewItem',
  ...closedObject(null, {
    ...itemProperties,
    returned_sections: sections,
    remarks: { type: ['string', 'null'], description: "The lecturer's latest remarks (on a return or an approval)." },
    total: { type: ['number', 'null'], description: "The current grading's total, null when not graded." },
    updated_at: { type: 'string' },
  }),
} as const;
export const StudentReviews = {
  $id: 'StudentReviews',
  type: 'array',
  description: 'Most recently changed first.',
  items: ref('StudentReviewItem'),
} as const;

/** One step of a case's timeline. */
export const TimelineEvent = {
  $id: 'TimelineEvent',
  type: 'object',
  description:
    '`supervisor`: on `submitted` and `supervisor_changed`, the supervising lecturer. `student`: on `reassigned` (by a ' +
    'coordinator or an administrator, `remarks` the reason), the student the consultation now belongs to.',
  properties: {
    at: { type: 'string', description: 'ISO 8601 UTC time.' },
    action: ref('ReviewAction'),
    by: ref('PersonRef'),
    remarks: { type: ['string', 'null'] },
    sections: { ...sections, description: 'On `returned`: the sections returned for correction.' },
    section: { type: 'string', description: 'On `marked`: the section marked.' },
    marks: { type: 'number', description: 'On `marked`: the mark given.' },
    total: { type: 'number', description: "On `graded`/`regraded`: the grading's total." },
    reason: { type: ['string', 'null'], description: 'On `regraded` after approval: why the grade changed.' },
    supervisor: ref('PersonRef'),
    student: ref('PersonRef'),
  },
  required: ['at', 'action', 'by', 'remarks'],
  additionalProperties: false,
} as const;

/** `GET /api/reviews/{appointment}/` and every transition's answer. */
export const Review = {
  $id: 'Review',
  ...closedObject(null, {
    appointment: { type: 'integer' },
    status: ref('ReviewStatus'),
    student: ref('PersonRef'),
    supervisor: ref('PersonRef'),
    patient: ref('ReviewPatient'),
    appointment_date: itemProperties.appointment_date,
    appointment_type: itemProperties.appointment_type,
    returned_sections: sections,
    submitted_at: { type: 'string' },
    updated_at: { type: 'string' },
    timeline: { type: 'array', items: ref('TimelineEvent'), description: 'Every step of the case, oldest first.' },
  }),
} as const;

export const Supervisors = {
  $id: 'Supervisors',
  type: 'array',
  items: closedObject('Supervisor', {
    id: { type: 'integer' },
    name: { type: 'string', description: '"First Last".' },
    default: { type: 'boolean', description: 'The lecturer a case goes to when none is chosen.' },
  }),
} as const;

export const ReviewSupervisorPayload = {
  $id: 'ReviewSupervisorPayload',
  type: 'object',
  description: "`supervisor`: the lecturer's user id (or that id as text).",
  properties: { supervisor: { $ref: 'IdRef#' } },
  required: ['supervisor'],
  additionalProperties: false,
} as const;

const remarksText = { maxLength: REMARKS_MAX, errorMessage: { maxLength: REVIEW_MESSAGES.remarksLength } } as const;

export const ReviewReturnPayload = {
  $id: 'ReviewReturnPayload',
  type: 'object',
  properties: {
    remarks: { type: 'string', ...remarksText, description: 'What the student should correct (required, trimmed).' },
    sections: {
      type: 'array',
      maxItems: SECTION_FORM_IDS.length,
      items: { type: 'string', maxLength: 64 },
      description: `The sections to correct (1–${SECTION_FORM_IDS.length}; repeated ones count once): ${SECTION_FORM_IDS.join(', ')}.`,
    },
  },
  additionalProperties: false,
} as const;

export const ReviewApprovePayload = {
  $id: 'ReviewApprovePayload',
  type: 'object',
  properties: { remarks: { type: ['string', 'null'], ...remarksText, description: 'Optional remarks for the student.' } },
  additionalProperties: false,
} as const;

export const REVIEW_CONTRACTS = [
  ReviewStatus, ReviewAction, PersonRef, ReviewPatient, PendingReview, PendingReviews, StudentReviewItem, StudentReviews,
  TimelineEvent, Review, Supervisors, ReviewSupervisorPayload, ReviewReturnPayload, ReviewApprovePayload,
];
