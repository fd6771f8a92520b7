/**
 * My Portal and Reports (issue 12, design "Reports"): `GET /api/reports/portal/` (a student's own logbook) and
 * `GET /api/reports/summary/` (students: their own figures; lecturers: the cohort, or one student with `?student=`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { SECTION_FORM_IDS } from '../../../src/lib/consultation-sections';
import { can } from '../../../src/lib/permissions';
import {
  createReports,
  DIAGNOSIS_LENGTH,
  MAX_DAYS,
  MAX_DIAGNOSES,
  MAX_MARKS_OVER_TIME,
  MAX_STUDENTS,
  MAX_TARGETS,
  TOP_DIAGNOSES,
} from '../../services/reports';
import { errorResponses } from '../../http/responses';
import { ID_PATTERN, toId } from '../../http/ids';

const TAG = 'reports';
const COUNT = { type: 'integer', minimum: 0 } as const;
const MARK = { type: ['number', 'null'] } as const;
const DATE = { type: 'string', maxLength: 10 } as const;
const object = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const list = (items: unknown, maxItems: number, description: string) => ({ type: 'array', maxItems, items, description });
const diagnosisCounts = (maxItems: number, description: string) =>
  list(object({ diagnosis: { type: 'string', maxLength: DIAGNOSIS_LENGTH }, count: COUNT }), maxItems, description);

const portalSchema = {
  title: 'Portal',
  ...object({
    cases: object(
      {
        total: COUNT,
        by_type: list(object({ type: { type: 'string', maxLength: 32 }, count: COUNT }), 20, 'Cases by appointment type, most first.'),
        by_diagnosis: diagnosisCounts(
          MAX_DIAGNOSES,
          'Cases by diagnosis (the first final diagnosis, else the differential), most first; cases without one are left out.',
        ),
      },
      "The student's completed consultations.",
    ),
    marks_over_time: list(
      object({ date: DATE, appointment: { type: 'integer' }, total: { type: 'number' } }),
      MAX_MARKS_OVER_TIME,
      "Each graded case's current total, oldest first (the latest 500).",
    ),
    section_averages: list(
      object({ section: { type: 'string', maxLength: 64 }, mine: MARK, cohort: MARK }),
      SECTION_FORM_IDS.length,
      "Each section's mean mark: the student's cases and every case; null when none.",
    ),
    pending: { ...COUNT, description: 'Cases waiting for review.' },
    returned: { ...COUNT, description: 'Cases returned for correction.' },
    targets: list(
      object({ key: { type: 'string', maxLength: 64 }, label: { type: 'string', maxLength: 100 }, target: COUNT, done: COUNT }),
      MAX_TARGETS,
      'Progress toward the targets of config/case-targets.json.',
    ),
  }),
} as const;

const summarySchema = {
  title: 'ReportsSummary',
  ...object({
    students: list(
      object({
        id: { type: 'integer' },
        name: { type: 'string', maxLength: 301 },
        cases: COUNT,
        graded: COUNT,
        average_total: MARK,
        section_averages: object(Object.fromEntries(SECTION_FORM_IDS.map((section) => [section, MARK]))),
      }),
      MAX_STUDENTS,
      'One row per student in scope, by last name.',
    ),
    distribution: list(object({ from: COUNT, to: COUNT, count: COUNT }), 10, 'Current totals of graded cases in bands of 10 (the last includes 100).'),
    cases_per_day: list(object({ date: DATE, count: COUNT }), MAX_DAYS, 'Completed cases per appointment date, oldest first (the latest 366 days with cases).'),
    top_diagnoses: diagnosisCounts(TOP_DIAGNOSES, 'The ten most frequent diagnoses.'),
  }),
} as const;

const summaryQuery = {
  type: 'object',
  properties: {
    student: {
      type: 'string',
      pattern: ID_PATTERN,
      maxLength: 10,
      description: "Lecturers: only this student's figures. Ignored for a student (always their own).",
      errorMessage: { pattern: 'A valid integer is required.', type: 'A valid integer is required.' },
    },
  },
  additionalProperties: false,
} as const;

const reportsRoutes: FastifyPluginAsync = async (app) => {
  const reports = createReports(app.db);

  app.get(
    '/api/reports/portal/',
    {
      schema: {
        tags: [TAG],
        summary: "My Portal: the signed-in student's logbook",
        response: { 200: portalSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => reports.portal(request.user!.id),
  );

  app.get<{ Querystring: { student?: string } }>(
    '/api/reports/summary/',
    {
      schema: {
        tags: [TAG],
        summary: 'Reports: per-student table, distribution of totals, cases per day, top diagnoses',
        querystring: summaryQuery,
        response: { 200: summarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.user!;
      if (!can(user.role, 'reports.cohort')) return reports.summary(user.id);
      return reports.summary(request.query.student === undefined ? null : toId(request.query.student));
    },
  );
};

export default reportsRoutes;
