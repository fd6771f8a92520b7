/**
 * Final grading of a consultation (issue 12, "Final grading"). The body is the rubric form's data; the server
 * validates it with the rubric version named (default: the current one), computes the totals itself from that
 * rubric and stores the scores by key (server/services/final-gradings.ts). A case approved already is regraded only
 * with a reason; every grading is kept.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { reviewOf } from '../../services/case-reviews';
import { assertMayReadCase } from '../../services/case-visibility';
import { addGrading, gradingsOf } from '../../services/final-gradings';
import { fromWire } from '../../../src/engine/core/wire-transform';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { idParams, toId } from '../../http/ids';
import { versionSchema as rubricVersionSchema } from './rubrics';

const TAG = 'grading';

export const GRADING_MESSAGES = {
  notSubmitted: 'This consultation has not been submitted for review.',
  reason: 'Give a reason for changing an approved grade.',
  unknownVersion: 'No such version of this rubric.',
} as const;

/** The longest reason a regrade keeps. */
const REASON_MAX = 2000;

const gradingBody = {
  title: 'FinalGradingPayload',
  type: 'object',
  maxProperties: 20,
  description:
    'The rubric form data: each section by key with its scores by item key (`{section_a: {case_history: 4.5, …}, …}`), ' +
    '`remarks`; optionally `rubric_version` (the version text, default the current version) and `reason` (required to ' +
    'change an approved grade). Totals are computed by the server: a body that carries its own is refused as an ' +
    'unknown field.',
} as const;

const gradingSchema = {
  title: 'Grading',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    appointment: { type: 'integer' },
    rubric_version: { type: 'string', description: 'The version of the final-grading rubric used.' },
    rubric_version_id: { type: 'integer' },
    scores: {
      type: 'object',
      description: 'Scores by section key, then item key.',
      additionalProperties: { type: 'object', additionalProperties: { type: 'number' } },
    },
    totals: { type: 'object', description: "Each section's total by its total key (`totalA`, …).", additionalProperties: { type: 'number' } },
    total: { type: 'number' },
    remarks: { type: 'string' },
    reason: { type: ['string', 'null'], description: 'Why an approved grade was changed; null otherwise.' },
    graded_by: { type: 'integer' },
    graded_by_name: { type: 'string' },
    graded_at: { type: 'string', description: 'ISO 8601 UTC time.' },
  },
  description: 'Also every property of the rubric form that is not a section nor `remarks`, as it was given.',
  required: [
    'id',
    'appointment',
    'rubric_version',
    'rubric_version_id',
    'scores',
    'totals',
    'total',
    'remarks',
    'reason',
    'graded_by',
    'graded_by_name',
    'graded_at',
  ],
  additionalProperties: true,
} as const;

const gradingStateSchema = {
  title: 'GradingState',
  type: 'object',
  properties: {
    current: { anyOf: [gradingSchema, { type: 'null' }] },
    rubric: { ...rubricVersionSchema, description: 'The rubric version of the current grading, else the current version.' },
    history: { type: 'array', items: gradingSchema, description: 'Every grading, oldest first (the last is current).' },
  },
  required: ['current', 'rubric', 'history'],
  additionalProperties: false,
} as const;

/** The body's optional `reason`, trimmed; null when absent or blank. */
function reasonOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw ApiError.fields({ reason: ['Not a valid string.'] });
  if (value.length > REASON_MAX) throw ApiError.fields({ reason: [`Ensure this field has no more than ${REASON_MAX} characters.`] });
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}


const gradingRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { appointment: string }; Body: Record<string, unknown> }>(
    '/api/grading/:appointment/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Grade a consultation submitted for review with the rubric (lecturers)',
        description:
          'Needs the case submitted or returned; an approved case is regraded only with a `reason` (400 otherwise). ' +
          'Every grading is kept; the latest is current.',
        params: idParams('appointment'),
        body: gradingBody,
        response: { 201: gradingSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const appointmentId = toId(request.params.appointment);
      if (!(await app.repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
      const { rubric_version: named, reason: givenReason, ...formData } = request.body;
      const reason = reasonOf(givenReason);
      const review = await reviewOf(app.db, appointmentId);
      if (!review) throw ApiError.detail(409, GRADING_MESSAGES.notSubmitted);
      if (review.status === 'approved' && reason === null) throw ApiError.fields({ reason: [GRADING_MESSAGES.reason] });

      let version;
      if (named === undefined || named === null) version = await app.rubrics.current('final-grading');
      else {
        if (typeof named !== 'string' || named.length > 40) throw ApiError.fields({ rubric_version: [GRADING_MESSAGES.unknownVersion] });
        version = await app.rubrics.byVersion('final-grading', named);
        if (!version) throw ApiError.fields({ rubric_version: [GRADING_MESSAGES.unknownVersion] });
      }
      // The body read as the browser's form data (src/engine/core/wire-transform.ts), validated, kept as the document.
      const document = fromWire(version.schema, formData) as Record<string, unknown>;
      const errors = app.rubrics.validate(version, document);
      if (errors) throw ApiError.fields(errors);

      const grading = await addGrading(app.db, {
        appointmentId,
        rubricVersionId: version.id,
        schema: version.schema,
        formData: document,
        reason,
        userId: request.user!.id,
      });
      return reply.code(201).send(grading);
    },
  );

  app.get<{ Params: { appointment: string } }>(
    '/api/grading/:appointment/',
    {
      config: { audit: { kind: 'grading', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'The grading of a consultation: the current grading, its rubric, and every grading',
        description:
          'A student reads only the grading of their own case: any other (never submitted, another student\'s, no such ' +
          'appointment) is 404 {"detail": "Not found."} alike.',
        params: idParams('appointment'),
        response: { 200: gradingStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await assertMayReadCase(app.db, request.user!, appointmentId);
      if (!(await app.repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
      const history = await gradingsOf(app.db, appointmentId);
      const current = history.at(-1) ?? null;
      const rubric = (current && (await app.rubrics.byId(current.rubric_version_id))) ?? (await app.rubrics.current('final-grading'));
      return { current, rubric, history };
    },
  );
};

export default gradingRoutes;
