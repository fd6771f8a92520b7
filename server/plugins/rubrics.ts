/**
 * `app.rubrics`: the recorded versions of the grading forms (server/features/grading/rubric-versions.ts). At start, before
 * the app listens, the versions in the schemas folder are imported; a file whose content changed while it keeps a
 * recorded version stops the start with a message naming it.
 */
import fp from 'fastify-plugin';
import { createRubricVersions, type RubricVersions } from '../features/grading/rubric-versions';

declare module 'fastify' {
  interface FastifyInstance {
    rubrics: RubricVersions;
  }
}

export interface RubricsPluginOptions {
  /** The schemas folder (config `schemasDir`). */
  schemasDir: string;
}

export default fp<RubricsPluginOptions>(async (app, options) => {
  const rubrics = createRubricVersions(app.db);
  await rubrics.importFiles(options.schemasDir);
  app.decorate('rubrics', rubrics);
}, { name: 'sightline-rubrics', dependencies: ['sightline-db'] });
