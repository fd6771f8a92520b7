/**
 * The consultation's sections (consultation §3, §7; docs/server.md "Section records"): every section of the
 * manifest saved and read at its paths. The rules are ./service.ts and the *-service.ts files, the shapes
 * contracts/sections.ts, the queries server/db/repositories/section-records.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { diagnosisRoutes } from './diagnosis-routes';
import { caseHistoryRoutes, observationRoutes } from './examination-routes';
import { extraTestRoutes } from './extra-test-routes';
import { patientHistoryRoutes } from './patient-history-routes';
import { recordSectionRoutes } from './section-routes';
import { createSectionService, type SectionService } from './service';

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
  const sections = createSectionService(app);
  for (const entry of app.sectionManifest.sections) {
    const code = SECTION_CODE[entry.formId];
    await app.register(code ? code(entry, sections, app.repos) : recordSectionRoutes(entry, sections));
  }
};

export default sectionRoutes;
