/** The dashboard summary (platform §2.5, §3): today's appointments and the counts of the dashboard cards. */
import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentService, DASHBOARD_TODAY_ROWS } from '../../features/appointments/service';
import { ref } from '../../../contracts/shapes';
import { errorResponses } from '../../http/responses';

const dashboardSchema = {
  title: 'Dashboard',
  type: 'object',
  properties: {
    today_appointments: {
      type: 'object',
      description:
        `Today's appointments (the server's date): \`count\` how many in all, \`data\` the first ${DASHBOARD_TODAY_ROWS} in today's list order ` +
        '(Scheduled, then Completed, then Cancelled, each newest booked first); `GET clients/api/appointments/today/` ' +
        'pages the rest.',
      properties: { count: { type: 'integer' }, data: { type: 'array', items: ref('Appointment') } },
      required: ['count', 'data'],
      additionalProperties: false,
    },
    pending_appointments: { type: 'integer', description: "Today's appointments still Scheduled." },
    completed_appointments: { type: 'integer', description: "Today's appointments Completed." },
    total_patients: { type: 'integer', description: 'Every registered patient.' },
    recent_activity: { type: 'array', items: {}, description: 'Always empty (the client does not use it).' },
  },
  required: ['today_appointments', 'pending_appointments', 'completed_appointments', 'total_patients', 'recent_activity'],
  additionalProperties: false,
} as const;

const summaryRoutes: FastifyPluginAsync = async (app) => {
  const appointments = createAppointmentService(app.repos);
  app.get(
    '/api/summary/api/dashboard/',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard: today's appointments and counts",
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => appointments.dashboard(),
  );
};

export default summaryRoutes;
