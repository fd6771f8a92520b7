import type { FastifyPluginAsync } from 'fastify';
import absencesRoutes from '../features/absences/routes';
import appointmentsRoutes from './appointments/index';
import reassignRoutes from './appointments/reassign';
import auditRoutes from '../features/audit/routes';
import dispensaryRoutes from '../features/dispensary/routes';
import authRoutes from './auth/index';
import clinicScheduleRoutes from '../features/clinic-schedule/routes';
import docsRoutes from './docs';
import filesRoutes from './files/index';
import healthRoutes from './health';
import inventoryRoutes from '../features/inventory/routes';
import patientsRoutes from './patients/index';
import referenceRoutes from './reference/index';
import reviewsRoutes from '../features/reviews/routes';
import gradingRoutes from '../features/grading/grading-routes';
import marksRoutes from '../features/grading/marks-routes';
import rubricRoutes from '../features/grading/rubric-routes';
import reportsRoutes from '../features/reports/routes';
import sectionRoutes from '../features/sections/routes';
import summaryRoutes from '../features/summary/routes';

/** Every API route; each also needs an entry in config/permissions.json or it is refused. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(sectionRoutes);
  await app.register(filesRoutes);
  await app.register(patientsRoutes);
  await app.register(appointmentsRoutes);
  await app.register(summaryRoutes);
  await app.register(auditRoutes);
  await app.register(reviewsRoutes);
  await app.register(reportsRoutes);
  await app.register(rubricRoutes);
  await app.register(marksRoutes);
  await app.register(gradingRoutes);
  await app.register(inventoryRoutes);
  await app.register(dispensaryRoutes);
  await app.register(clinicScheduleRoutes);
  await app.register(absencesRoutes);
  await app.register(reassignRoutes);
};

export default routes;
