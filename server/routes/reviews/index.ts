/**
 * The review loop (issue 12, API "Reviews"; docs/decisions.md, "The review loop"): the supervising lecturers a
 * student may choose, the lecturers' queue, a student's own cases, one case with its timeline, and the transitions
 * (change supervisor, return for correction, approve, resubmit) of server/services/case-reviews.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SECTION_FORM_IDS } from '../../../src/lib/consultation-sections';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import {
  activeLecturers,
  approve,
  changeSupervisor,
  defaultSupervisor,
  REMARKS_MAX,
  resubmit,
  returnForCorrection,
  REVIEW_MESSAGES,
} from '../../services/case-reviews';
import { reviewQueue, reviewView, studentReviews } from '../../services/review-reads';
import { mayReadCaseOf, notYourCase } from '../../services/case-visibility';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';

const TAG = 'reviews';

const person = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string', description: '"First Last".' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

const patient = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The patient's numeric id." },
    patient_id: { type: 'string', description: "The patient's readable id (SL-…)." },
    name: { type: 'string' },
  },
  required: ['id', 'patient_id', 'name'],
  additionalProperties: false,
} as const;

const status = { type: 'string', enum: ['submitted', 'returned', 'approved'] } as const;
const sections = { type: 'array', items: { type: 'string' }, description: 'Form ids of the sections returned for correction.' } as const;

const itemProperties = {
  appointment: { type: 'integer' },
  patient,
  student: person,
  supervisor: person,
  appointment_date: { type: 'string', description: 'YYYY-MM-DD.' },
  appointment_type: { type: 'string' },
  submitted_at: { type: 'string', description: 'ISO 8601 UTC time of the latest (re)submission.' },
  waiting_minutes: { type: 'integer', description: 'Whole minutes since the latest (re)submission.' },
  diagnosis: {
    type: ['string', 'null'],
    description: "The latest diagnosis record's first final diagnosis, else its differential diagnosis; null when none.",
  },
  status,
} as const;
const itemRequired = Object.keys(itemProperties);

const reviewItemSchema = {
  title: 'ReviewQueueItem',
  type: 'object',
  properties: itemProperties,
  required: itemRequired,
  additionalProperties: false,
} as const;

const studentReviewItemSchema = {
  title: 'StudentReviewItem',
  type: 'object',
  properties: {
    ...itemProperties,
    returned_sections: sections,
    remarks: { type: ['string', 'null'], description: "The lecturer's latest remarks (on a return or an approval)." },
    total: { type: ['number', 'null'], description: "The current grading's total, null when not graded." },
    updated_at: { type: 'string' },
  },
  required: [...itemRequired, 'returned_sections', 'remarks', 'total', 'updated_at'],
  additionalProperties: false,
} as const;

const timelineEntrySchema = {
  title: 'ReviewTimelineEntry',
  type: 'object',
  properties: {
    at: { type: 'string', description: 'ISO 8601 UTC time.' },
    action: {
      type: 'string',
      enum: ['submitted', 'supervisor_changed', 'reassigned', 'returned', 'resubmitted', 'approved', 'marked', 'graded', 'regraded'],
    },
    by: person,
    remarks: { type: ['string', 'null'] },
    sections: { ...sections, description: 'On `returned`: the sections returned for correction.' },
    section: { type: 'string', description: 'On `marked`: the section marked.' },
    marks: { type: 'number', description: 'On `marked`: the mark given.' },
    total: { type: 'number', description: "On `graded`/`regraded`: the grading's total." },
    reason: { type: ['string', 'null'], description: 'On `regraded` after approval: why the grade changed.' },
    supervisor: { ...person, description: 'On `submitted` and `supervisor_changed`: the supervising lecturer.' },
    student: { ...person, description: 'On `reassigned` (by a coordinator or an administrator, `remarks` the reason): the student the consultation now belongs to.' },
  },
  required: ['at', 'action', 'by', 'remarks'],
  additionalProperties: false,
} as const;

const reviewSchema = {
  title: 'Review',
  type: 'object',
  properties: {
    appointment: { type: 'integer' },
    status,
    student: person,
    supervisor: person,
    patient,
    appointment_date: itemProperties.appointment_date,
    appointment_type: itemProperties.appointment_type,
    returned_sections: sections,
    submitted_at: { type: 'string' },
    updated_at: { type: 'string' },
    timeline: { type: 'array', items: timelineEntrySchema, description: 'Every step of the case, oldest first.' },
  },
  required: [
    'appointment', 'status', 'student', 'supervisor', 'patient', 'appointment_date', 'appointment_type',
    'returned_sections', 'submitted_at', 'updated_at', 'timeline',
  ],
  additionalProperties: false,
} as const;

const supervisorsSchema = {
  title: 'Supervisors',
  type: 'array',
  items: {
    type: 'object',
    properties: { ...person.properties, default: { type: 'boolean', description: 'The lecturer a case goes to when none is chosen.' } },
    required: ['id', 'name', 'default'],
    additionalProperties: false,
  },
} as const;

const supervisorBody = {
  title: 'ReviewSupervisorPayload',
  type: 'object',
  properties: { supervisor: { $ref: 'IdRef#', description: "The lecturer's user id (or that id as text)." } },
  required: ['supervisor'],
  additionalProperties: false,
} as const;

const returnBody = {
  title: 'ReviewReturnPayload',
  type: 'object',
  properties: {
    remarks: {
      type: 'string',
      maxLength: REMARKS_MAX,
      description: 'What the student should correct (required, trimmed).',
      errorMessage: { maxLength: REVIEW_MESSAGES.remarksLength },
    },
    sections: {
      type: 'array',
      maxItems: SECTION_FORM_IDS.length,
      items: { type: 'string', maxLength: 64 },
      description: `The sections to correct (1–${SECTION_FORM_IDS.length}; repeated ones count once): ${SECTION_FORM_IDS.join(', ')}.`,
    },
  },
  additionalProperties: false,
} as const;

const approveBody = {
  title: 'ReviewApprovePayload',
  type: 'object',
  properties: {
    remarks: {
      type: ['string', 'null'],
      maxLength: REMARKS_MAX,
      description: 'Optional remarks for the student.',
      errorMessage: { maxLength: REVIEW_MESSAGES.remarksLength },
    },
  },
  additionalProperties: false,
} as const;

const resubmitBody = { title: 'ReviewResubmitPayload', type: 'object', maxProperties: 0, additionalProperties: false } as const;

const scopeQuery = {
  type: 'object',
  properties: {
    scope: { type: 'string', enum: ['mine', 'all'], description: 'mine (default): the cases sent to me; all: every case waiting.' },
  },
  additionalProperties: false,
} as const;

const params = idParams('appointment');

/** A body the route may go without (a bare POST): read as `{}` so the schema still bounds one that is sent. */
const emptyBodyAsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

const reviewsRoutes: FastifyPluginAsync = async (app) => {
  /** The case of `appointment` as the API answers it; 404 when it was never submitted. */
  const viewOf = async (appointmentId: number) => {
    const view = await reviewView(app.db, appointmentId);
    if (!view) throw ApiError.detail(404, MESSAGES.notFound);
    return view;
  };


  app.get(
    '/api/reviews/supervisors/',
    {
      schema: {
        tags: [TAG],
        summary: 'The lecturers a case may be submitted to (active lecturers by name), the default one marked',
        response: { 200: supervisorsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [lecturers, fallback] = await Promise.all([activeLecturers(app.db), defaultSupervisor(app.db)]);
      return lecturers.map((lecturer) => ({ ...lecturer, default: lecturer.id === fallback }));
    },
  );

  app.get<{ Querystring: { scope?: 'mine' | 'all' } }>(
    '/api/reviews/',
    {
      schema: {
        tags: [TAG],
        summary: 'Pending Reviews: the cases waiting for review, oldest submission first',
        querystring: scopeQuery,
        response: { 200: { title: 'ReviewQueue', type: 'array', items: reviewItemSchema }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => reviewQueue(app.db, app.repos, request.query.scope === 'all' ? undefined : request.user!.id),
  );

  app.get(
    '/api/reviews/student/',
    {
      schema: {
        tags: [TAG],
        summary: "Case Reviews: the student's own cases, every status, most recently changed first",
        response: { 200: { title: 'StudentReviews', type: 'array', items: studentReviewItemSchema }, ...errorResponses(401, 403) },
      },
    },
    async (request) => studentReviews(app.db, app.repos, request.user!.id),
  );

  app.get<{ Params: { appointment: string } }>(
    '/api/reviews/:appointment/',
    {
      config: { audit: { kind: 'review', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'One case in review with its timeline (transitions, section marks, gradings; oldest first)',
        description:
          'A student reads only their own case; 404 {"detail": "Not found."} for a case never submitted and, to a ' +
          'student, for another student\'s case alike.',
        params,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const view = await viewOf(toId(request.params.appointment));
      if (!mayReadCaseOf(request.user!, view.student.id)) throw notYourCase();
      return view;
    },
  );

  app.put<{ Params: { appointment: string }; Body: { supervisor: number } }>(
    '/api/reviews/:appointment/supervisor/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: "The case's student names another supervising lecturer while the case waits for review",
        description:
          'Only its student (another student: 404, as for a case never submitted), only while submitted (409 {"detail": "This case is not waiting for ' +
          'review."}); an id that is no active lecturer is 400 {"supervisor": ["Choose an active lecturer."]}.',
        params,
        body: supervisorBody,
        response: { 200: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await changeSupervisor(app.db, appointmentId, request.body.supervisor, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string }; Body: { remarks?: string; sections?: string[] } }>(
    '/api/reviews/:appointment/return/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Return a case waiting for review to its student for correction of the named sections (lecturers)',
        description:
          'Remarks are required ("Give remarks for the student."), and at least one section ("Name at least one ' +
          'section to correct."). Only a case waiting for review (409 otherwise). The student may then write the ' +
          'returned sections, and only those.',
        params,
        body: returnBody,
        response: { 200: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      const body = { remarks: request.body.remarks ?? '', sections: request.body.sections ?? [] };
      await returnForCorrection(app.db, appointmentId, body, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string }; Body: { remarks?: string | null } | undefined }>(
    '/api/reviews/:appointment/approve/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: [TAG],
        summary: 'Approve a graded case waiting for review (lecturers)',
        description:
          'Needs a final grading: 409 {"detail": "Grade the case before approving it."}; only a case waiting for ' +
          'review (409 otherwise). An approved grade is final: a change is a new grading with a reason.',
        params,
        body: approveBody,
        response: { 200: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      const remarks = request.body?.remarks?.trim() || null;
      await approve(app.db, appointmentId, remarks, request.user!.id);
      return viewOf(appointmentId);
    },
  );

  app.post<{ Params: { appointment: string } }>(
    '/api/reviews/:appointment/resubmit/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: [TAG],
        summary: 'The student resubmits a case returned for correction: back in the queue',
        description: 'Only its student (another student: 404, as for a case never submitted), only a returned case (409 otherwise).',
        params,
        body: resubmitBody,
        response: { 200: reviewSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await resubmit(app.db, appointmentId, request.user!.id);
      return viewOf(appointmentId);
    },
  );
};

export default reviewsRoutes;
