import type { FastifyPluginAsync } from 'fastify';
import absencesRoutes from './absences/routes';
import appointmentsRoutes from './appointments/routes';
import reassignRoutes from './appointments/reassign-routes';
import auditRoutes from './audit/routes';
import caseGuideRoutes from './case-guides/routes';
import dispensaryRoutes from './dispensary/routes';
import documentsRoutes from './documents/routes';
import authRoutes from './auth/routes';
import clinicScheduleRoutes from './clinic-schedule/routes';
import filesRoutes from './files/routes';
import systemRoutes from './system/routes';
import inventoryRoutes from './inventory/routes';
import patientsRoutes from './patients/routes';
import trendsRoutes from './patients/trends-routes';
import referenceRoutes from './reference/routes';
import reviewsRoutes from './reviews/routes';
import gradingRoutes from './grading/grading-routes';
import marksRoutes from './grading/marks-routes';
import rubricRoutes from './grading/rubric-routes';
import reportsRoutes from './reports/routes';
import sectionRoutes from './sections/routes';
import summaryRoutes from './summary/routes';
import usersRoutes from './users/routes';

/** Every API route; each also needs an entry in config/permissions.json or it is refused. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(sectionRoutes);
  await app.register(filesRoutes);
  await app.register(documentsRoutes);
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
  await app.register(caseGuideRoutes);

  await app.register(trendsRoutes);
  await app.register(usersRoutes);
};

export default routes;
