/** Decorates the app with the database handle and the repositories; closes the database if it opened it. */
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { createRepositories, type Repositories, type RepositoryOptions } from '../db/repositories/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle;
    repos: Repositories;
  }
}

export interface DbPluginOptions {
  /** An open database owned by the caller (tests, server.ts); otherwise one is opened from the settings. */
  db?: DatabaseHandle;
  databaseUrl: string | null;
  sqlitePath: string;
  repositories?: RepositoryOptions;
}

export default fp<DbPluginOptions>(async (app, options) => {
  const owned = options.db === undefined;
  const db = options.db ?? openDatabase(options).db;
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db, options.repositories));
  if (owned) app.addHook('onClose', async () => db.destroy());
}, { name: 'sightline-db' });
