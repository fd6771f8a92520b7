/**
 * `app.forms`: every form of the schemas folder, compiled at start-up. A schema that does not load or compile
 * stops the start with a message naming the form, so a broken rubric is never half-served.
 */
import fp from 'fastify-plugin';
import { loadFormRegistry, type FormRegistry } from '../services/form-registry';
import { loadSectionManifest } from '../services/section-manifest';
import { loadCaseGuides, type CaseGuideEntry } from '../services/case-guides';
import type { SectionManifest } from '../../src/lib/section-manifest';

declare module 'fastify' {
  interface FastifyInstance {
    forms: FormRegistry;
    /** The consultation's sections (`<schemasDir>/consultation/sections.json`), checked against the forms. */
    sectionManifest: SectionManifest;
    /** The Case Management Guide (`<schemasDir>/consultation/case-guides.json`), checked at start. */
    caseGuides: readonly CaseGuideEntry[];
  }
}

export interface FormSchemasPluginOptions {
  /** `schemas/` by default (config `schemasDir`, environment `SCHEMAS_DIR`). */
  schemasDir: string;
}

export default fp<FormSchemasPluginOptions>(async (app, options) => {
  const forms = loadFormRegistry(options.schemasDir);
  app.decorate('forms', forms);
  app.decorate('sectionManifest', loadSectionManifest(options.schemasDir, forms.ids()));
  app.decorate('caseGuides', loadCaseGuides(options.schemasDir));
  app.log.info({ forms: forms.ids(), dir: forms.dir }, 'form schemas loaded');
}, { name: 'sightline-form-schemas' });
