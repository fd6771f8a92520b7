/**
 * Entry point (`tsx server/server.ts`): reads the environment, migrates and seeds the database, listens,
 * and shuts down cleanly on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { createRepositories } from './db/repositories/index';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { prepareDatabase } from './services/database-setup';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, engine } = openDatabase(config);
  await prepareDatabase(db, { demo: config.demo });
  await createRepositories(db).refreshTokens.deleteExpired(new Date().toISOString());

  const app = buildApp({ config, db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal while draining: stop waiting.
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Sightline is listening on http://${shownHost}:${config.port}/ (database: ${engine})`);
  if (config.demo) {
    console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
    for (const user of DEMO_USERS) console.log(`  ${user.username.padEnd(12)} ${user.role}`);
  }
}

main().catch((error: unknown) => {
  console.error('Sightline failed to start:', error);
  process.exit(1);
});
