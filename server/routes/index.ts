import type { FastifyPluginAsync } from 'fastify';
import absencesRoutes from '../features/absences/routes';
import appointmentsRoutes from '../features/appointments/routes';
import reassignRoutes from '../features/appointments/reassign-routes';
import auditRoutes from './audit/index';
import dispensaryRoutes from './dispensary/index';
import authRoutes from '../features/auth/routes';
import clinicScheduleRoutes from './clinic-schedule/index';
import filesRoutes from '../features/files/routes';
import systemRoutes from '../features/system/routes';
import inventoryRoutes from './inventory/index';
import patientsRoutes from '../features/patients/routes';
import referenceRoutes from '../features/reference/routes';
import reviewsRoutes from './reviews/index';
import gradingRoutes from './grading/grading';
import marksRoutes from './grading/marks';
import rubricRoutes from './grading/rubrics';
import reportsRoutes from './reports/index';
import sectionRoutes from './sections/index';
import summaryRoutes from './summary/index';

/** Every API route; each also needs an entry in config/permissions.json or it is refused. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
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
