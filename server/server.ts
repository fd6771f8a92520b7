/**
 * Entry point (`tsx server/server.ts`): reads the environment, migrates and seeds the database, listens,
 * and shuts down cleanly on SIGINT/SIGTERM — within SHUTDOWN_TIMEOUT_SECONDS whatever is stuck: a hard exit timer
 * ends the process when draining cannot, and the log never blocks (docs/operations.md).
 */
import { buildApp } from './app';
import { loadConfig, shutdownTimeoutMs } from './config';
import { openDatabase } from './db/connection';
import { createRepositories } from './db/repositories/index';
import { withStartupLock } from './db/startup-lock';
import { stdoutLogStream } from './lib/logging';
import { DEMO_PASSWORD } from './db/seed/demo-users';
import { activeDemoAccounts, prepareDatabase } from './services/database-setup';

async function main(): Promise<void> {
  // Everything the server creates (data folder, database, secret, uploads) is for its own user only.
  process.umask(0o077);
  const config = loadConfig();
  const shutdownTimeout = shutdownTimeoutMs();
  const { db, engine } = openDatabase(config);
  await withStartupLock(db, () => prepareDatabase(db, { demo: config.demo }));
  const demoAccounts = await activeDemoAccounts(db, { checkPassword: !config.demo });
  const repos = createRepositories(db);
  const startedAt = new Date();
  await repos.refreshTokens.deleteExpired(startedAt.toISOString());
  await repos.sessionActivity.deleteStartedBefore(new Date(startedAt.getTime() - config.sessionMaxHours * 3_600_000).toISOString());

  const app = buildApp({ config, db, logStream: stdoutLogStream() });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal while draining: stop waiting.
      process.exit(1);
    }
    closing = true;
    // Whatever the draining below waits for (a stuck request, the database), the process ends.
    setTimeout(() => process.exit(1), shutdownTimeout).unref();
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
    console.log(`Demo accounts enabled (password "${DEMO_PASSWORD}"; not for real patients):`);
    for (const user of demoAccounts) console.log(`  ${user.username.padEnd(12)} ${user.role}`);
    if (demoAccounts.length === 0) console.log('  none active: deleted or deactivated demo accounts are not re-created');
  } else if (demoAccounts.length > 0) {
    const names = demoAccounts.map((user) => user.username).join(', ');
    console.warn(`Warning: demo accounts still sign in with the published password: ${names}. Deactivate them or change their passwords.`);
  }
}

main().catch((error: unknown) => {
  console.error('Sightline failed to start:', error);
  process.exit(1);
});
