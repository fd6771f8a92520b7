/**
 * Section marks (issue 12, "Marks"): a lecturer gives a section of a consultation submitted for review a mark 0–100
 * (step 0.01) and remarks, validated with the current version of the section-marks form; the marks of a case are
 * read by section with their averages (server/services/section-marks.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { reviewOf } from '../../services/case-reviews';
import { assertMayReadCase } from '../../services/case-visibility';
import { addMark, averageMarks, averagesFor, MARK_CONTEXT, MARKED_SECTIONS, marksOf } from '../../services/section-marks';
import { fromWire } from '../../../src/engine/core/wire-transform';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { averageMarksProperty } from '../../../contracts/sections';
import { idParams, toId } from '../../http/ids';

const TAG = 'grading';

export const MARKS_MESSAGES = {
  notSubmitted: 'This consultation has not been submitted for review.',
  approved: 'This case is approved; its marks can no longer be changed.',
  unknownSection: 'Not a section of the consultation.',
} as const;

const markParams = {
  type: 'object',
  properties: {
    appointment: idParams('appointment').properties.appointment,
    section: { type: 'string', maxLength: 40, description: `The section's form id: ${MARKED_SECTIONS.join(', ')}.` },
  },
  required: ['appointment', 'section'],
  additionalProperties: false,
} as const;

const markBody = {
  title: 'SectionMarksPayload',
  type: 'object',
  maxProperties: 10,
  description:
    '`{marks, remarks?}`: marks 0–100 in steps of 0.01. Validated with the current version of the section-marks form ' +
    '(GET /api/grading/rubrics/section-marks/); a number that is not a valid mark is refused with "Please enter a valid mark.".',
} as const;

const markProperties = {
  id: { type: 'integer' },
  marks: { type: 'number' },
  remarks: { type: 'string' },
  marked_by_name: { type: 'string', description: 'The lecturer, "First Last".' },
  marked_at: { type: 'string', description: 'ISO 8601 UTC time.' },
} as const;

const markSchema = {
  title: 'SectionMark',
  type: 'object',
  properties: {
    ...markProperties,
    appointment: { type: 'integer' },
    section: { type: 'string' },
    marked_by: { type: 'integer' },
    average_marks: averageMarksProperty,
  },
  required: ['id', 'appointment', 'section', 'marks', 'remarks', 'marked_by', 'marked_by_name', 'marked_at', 'average_marks'],
  description: 'Also every property of the section-marks form that no member above holds, as it was given.',
  additionalProperties: true,
} as const;

const sectionMarksSchema = {
  title: 'SectionMarks',
  type: 'object',
  properties: {
    average_marks: averageMarksProperty,
    marks: {
      type: 'array',
      items: {
        type: 'object',
        properties: markProperties,
        required: Object.keys(markProperties),
        description: 'Also every property of the section-marks form that no member above holds, as it was given.',
        additionalProperties: true,
      },
    },
  },
  required: ['average_marks', 'marks'],
  additionalProperties: false,
} as const;

const marksSummarySchema = {
  title: 'MarksOfCase',
  type: 'object',
  properties: {
    sections: {
      type: 'object',
      description: 'Every section of the consultation by form id, with its marks oldest first.',
      properties: Object.fromEntries(MARKED_SECTIONS.map((section) => [section, sectionMarksSchema])),
      required: [...MARKED_SECTIONS],
      additionalProperties: false,
    },
  },
  required: ['sections'],
  additionalProperties: false,
} as const;

const marksRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { appointment: string; section: string }; Body: Record<string, unknown> }>(
    '/api/marks/:appointment/:section/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Give a section of a consultation submitted for review a mark (lecturers)',
        description:
          'Only while the case is submitted or returned for correction (409 otherwise). Each mark is kept with who ' +
          'gave it and when; the answer carries the section\'s new `average_marks`.',
        params: markParams,
        body: markBody,
        response: { 201: markSchema, ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const appointmentId = toId(request.params.appointment);
      const { section } = request.params;
      if (!MARKED_SECTIONS.includes(section)) throw ApiError.fields({ section: [MARKS_MESSAGES.unknownSection] });
      if (!(await app.repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
      const review = await reviewOf(app.db, appointmentId);
      if (!review) throw ApiError.detail(409, MARKS_MESSAGES.notSubmitted);
      if (review.status === 'approved') throw ApiError.detail(409, MARKS_MESSAGES.approved);
      const version = await app.rubrics.current('section-marks');
      // The body read as the browser's form data (src/engine/core/wire-transform.ts), validated, kept as the document.
      const document = fromWire(version.schema, request.body);
      const errors = app.rubrics.validate(version, document);
      if (errors) throw ApiError.fields(errors);
      const mark = await addMark(app.db, {
        appointmentId,
        section,
        document: document as { marks: number; remarks?: string },
        rubricVersionId: version.id,
        userId: request.user!.id,
      });
      return reply.code(201).send({ ...mark, average_marks: await averageMarks(app.db, appointmentId, section) });
    },
  );

  app.get<{ Params: { appointment: string } }>(
    '/api/marks/:appointment/',
    {
      config: { audit: { kind: 'marks', appointmentParam: 'appointment' } },
      schema: {
        tags: [TAG],
        summary: 'The section marks of a consultation, by section, with each section\'s average',
        description:
          'Read like the case\'s review: its student, lecturers and the other roles that read records. A student gets ' +
          '404 {"detail": "Not found."} for any case whose review does not name them (never submitted or another ' +
          'student\'s alike).',
        params: idParams('appointment'),
        response: { 200: marksSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const appointmentId = toId(request.params.appointment);
      await assertMayReadCase(app.db, request.user!, appointmentId);
      if (!(await app.repos.appointments.stateOf(appointmentId))) throw ApiError.detail(404, MESSAGES.notFound);
      const averages = await averagesFor(app.db, appointmentId);
      const sections: Record<string, { average_marks: number | null; marks: unknown[] }> = {};
      for (const section of MARKED_SECTIONS) sections[section] = { average_marks: averages[section] ?? null, marks: [] };
      for (const mark of await marksOf(app.db, appointmentId)) {
        sections[mark.section]?.marks.push(Object.fromEntries(Object.entries(mark).filter(([key]) => !MARK_CONTEXT.has(key))));
      }
      return { sections };
    },
  );
};

export default marksRoutes;
