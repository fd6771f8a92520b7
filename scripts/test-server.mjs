// Runs the server integration suite twice: on the embedded SQLite database and on PostgreSQL.
// Under CI=true a missing PostgreSQL run is a failure, not a silent skip.
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import pg from 'pg';

// The local cluster over its Unix socket, as the current user (USER may be unset on CI machines).
const DEFAULT_PG_URL = `postgres://${userInfo().username}@%2Fvar%2Frun%2Fpostgresql/postgres`;
const extraArgs = process.argv.slice(2);

function runSuite(engine, env) {
  console.log(`\n[server tests] database engine: ${engine}`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...extraArgs],
    { stdio: 'inherit', env: { ...process.env, ...env, TEST_DB: engine } },
  );
  return result.status === 0;
}

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`[server tests] PostgreSQL not reachable at ${url}: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const results = [];
results.push(['sqlite', runSuite('sqlite', {})]);

const pgUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG_URL;
if (await postgresReachable(pgUrl)) {
  results.push(['postgres', runSuite('postgres', { TEST_DATABASE_URL: pgUrl })]);
} else if (process.env.CI === 'true') {
  console.error('[server tests] CI requires the PostgreSQL run, and no PostgreSQL server was reachable.');
  results.push(['postgres', false]);
} else {
  console.warn('[server tests] PostgreSQL run NOT done (no server reachable); run scripts/ensure-test-deps.sh.');
}

console.log('\n[server tests] summary: ' + results.map(([e, ok]) => `${e} ${ok ? 'passed' : 'FAILED'}`).join(', '));
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
