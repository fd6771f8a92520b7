/**
 * PostgreSQL backups with the server's own client tools: `pg_dump` (custom format) and `pg_restore`, found on
 * PATH or in Debian's /usr/lib/postgresql/<version>/bin (the newest); no other way is offered (docs/operations.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../connection';

type Tool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The command to run `tool` with, or an error telling how to get it. */
export function findPostgresTool(tool: Tool): string {
  if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0) return tool;
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = join(DEBIAN_ROOT, version, 'bin', tool);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${tool} was not found on PATH nor in ${DEBIAN_ROOT}/*/bin. A PostgreSQL backup needs the PostgreSQL client tools ` +
      `of the server's version or newer (Debian/Ubuntu: apt-get install postgresql-client).`,
  );
}

/**
 * The URL for a tool's command line without its password (which any local user could read in the process list),
 * and the environment that gives the password instead.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const full = withDefaultUser(url);
  const match = /^(postgres(?:ql)?:\/\/[^:@/?#]*):([^@/?#]*)@(.*)$/i.exec(full);
  if (!match) return { dbname: full, env: process.env };
  return { dbname: `${match[1]}@${match[3]}`, env: { ...process.env, PGPASSWORD: decodeURIComponent(match[2]!) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/**
 * Dumps the database at `url` into `destination` (custom format), and answers the stored names of the uploaded
 * files recorded in that same dump: both are read in one exported snapshot, as of one moment.
 */
export async function dumpPostgres(url: string, destination: string): Promise<string[]> {
  const command = findPostgresTool('pg_dump');
  const { dbname, env } = toolConnection(url);
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const names = (await client.query<{ storage_name: string }>('SELECT storage_name FROM uploaded_files ORDER BY id')).rows;
    await run(command, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${destination}`, `--dbname=${dbname}`], env);
    await client.query('COMMIT');
    return names.map((row) => row.storage_name);
  } finally {
    await client.end();
  }
}

/** The tables (any schema but PostgreSQL's own) of the database at `url`: none for a database to restore into. */
export async function postgresTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump into the (empty) database at `url`, stopping at the first error. */
export async function restorePostgres(dump: string, url: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await run(findPostgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dump], env);
}
