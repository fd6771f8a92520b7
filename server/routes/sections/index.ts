import type { FastifyPluginAsync } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import { createAppointmentGuard } from '../../features/appointments/appointment-guard';
import { createSectionService, type SectionService } from '../../services/section-records';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import { diagnosisRoutes } from './diagnosis';
import { caseHistoryRoutes, observationRoutes } from './examination';
import { extraTestRoutes } from './extra-tests';
import { patientHistoryRoutes } from './patient-history';
import { recordSectionRoutes } from './section-route';

type SectionCode = (entry: SectionEntry, sections: SectionService, repos: Repositories) => FastifyPluginAsync;

/**
 * The sections whose routes have rules or read views of their own, by form id. Every other section of the
 * manifest is a record per appointment: its save and read routes come from its manifest entry alone.
 */
const SECTION_CODE: Record<string, SectionCode> = {
  'case-history': caseHistoryRoutes,
  'oculo-medical-history': patientHistoryRoutes,
  externals: observationRoutes,
  internals: observationRoutes,
  'extra-test': extraTestRoutes,
  diagnosis: diagnosisRoutes,
};

/** Every consultation section route, at the paths of the section manifest (under /api), over one section service. */
const sectionRoutes: FastifyPluginAsync = async (app) => {
  const sections = createSectionService({ forms: app.forms, repos: app.repos, guard: createAppointmentGuard(app.repos), budgets: app.budgets });
  for (const entry of app.sectionManifest.sections) {
    const code = SECTION_CODE[entry.formId];
    await app.register(code ? code(entry, sections, app.repos) : recordSectionRoutes(entry, sections));
  }
};

export default sectionRoutes;
