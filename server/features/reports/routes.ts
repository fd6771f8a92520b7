/**
 * My Portal and Reports (issue 12, design "Reports"): `GET /api/reports/portal/` (a student's own logbook) and
 * `GET /api/reports/summary/` (students: their own figures; lecturers: the cohort, or one student with `?student=`).
 * The figures are ./service.ts; the shapes contracts/reports.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ref } from '../../../contracts/shapes';
import { can } from '../../../src/lib/permissions';
import { ID_PATTERN, toId } from '../../http/ids';
import { errorResponses } from '../../http/responses';
import { createReports } from './service';

const TAG = 'reports';

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
  const reports = createReports(app.repos.reports);

  app.get(
    '/api/reports/portal/',
    {
      schema: {
        tags: [TAG],
        summary: "My Portal: the signed-in student's logbook",
        response: { 200: ref('Portal'), ...errorResponses(401, 403) },
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
        response: { 200: ref('ReportsSummary'), ...errorResponses(400, 401, 403) },
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
