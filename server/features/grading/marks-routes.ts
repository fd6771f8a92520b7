/**
 * Section marks (issue 12, "Marks"): a lecturer gives a section of a consultation submitted for review a mark 0–100
 * (step 0.01) and remarks, validated with the current version of the section-marks form; the marks of a case are
 * read by section with their averages (./section-marks.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { idParams, toId } from '../../http/ids';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { giveMark, MARKED_SECTIONS, marksOfCase } from './section-marks';

const TAG = 'grading';

const markParams = {
  type: 'object',
  properties: {
    appointment: idParams('appointment').properties.appointment,
    section: { type: 'string', maxLength: 40, description: `The section's form id: ${MARKED_SECTIONS.join(', ')}.` },
  },
  required: ['appointment', 'section'],
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
        body: ref('SectionMarksPayload'),
        response: { 201: ref('SectionMark'), ...errorResponses(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const mark = { appointmentId: toId(request.params.appointment), section: request.params.section, body: request.body, userId: request.user!.id };
      return reply.code(201).send(await giveMark(app.repos, app.rubrics, mark));
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
        response: { 200: ref('MarksOfCase'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => marksOfCase(app.repos, request.user!, toId(request.params.appointment)),
  );
};

export default marksRoutes;
