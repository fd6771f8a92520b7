import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentGuard } from '../../services/appointment-guard';
import { createSectionService } from '../../services/section-records';
import { diagnosisRoutes } from './diagnosis';
import { examinationRoutes } from './examination';
import { extraTestRoutes } from './extra-tests';
import { patientHistoryRoutes } from './patient-history';

/** Every consultation section route (spec paths under /api), over one section service. */
const sectionRoutes: FastifyPluginAsync = async (app) => {
  const sections = createSectionService({ forms: app.forms, repos: app.repos, guard: createAppointmentGuard(app.repos), budgets: app.budgets });
  await app.register(examinationRoutes(sections, app.repos));
  await app.register(patientHistoryRoutes(sections, app.repos));
  await app.register(extraTestRoutes(sections, app.repos));
  await app.register(diagnosisRoutes(sections, app.repos));
};

export default sectionRoutes;
