/**
 * Opens the database: PostgreSQL when a postgres URL is given, else SQLite in a file (WAL, foreign keys on).
 */
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyConfig, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './tables/database';

export type Engine = 'sqlite' | 'postgres';

/** The open database as the rest of the server holds it: handed to repositories, never queried outside server/db. */
export type DatabaseHandle = Kysely<Database>;

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
}

/**
 * A URL without a user (`postgres:///db?host=/var/run/postgresql`) makes pg fall back to $USER, which is
 * unset on some service and CI machines; name the current OS user explicitly in that case.
 */
export function withDefaultUser(url: string): string {
  if (process.env.PGUSER || process.env.USER) return url;
  const match = /^(postgres(?:ql)?:\/\/)([^/?#]*)(.*)$/i.exec(url);
  if (!match || match[2]!.includes('@')) return url;
  return `${match[1]}${encodeURIComponent(userInfo().username)}@${match[2]}${match[3]}`;
}

/** Kysely's query log (tests count the statements a request sends through it). */
export type QueryLog = KyselyConfig['log'];

/**
 * The server's sessions commit without waiting for the WAL flush (`synchronous_commit = off`): the durability the
 * SQLite default has (WAL, `synchronous = NORMAL`): a commit is never half applied and survives the server process,
 * and only a crash of the database machine itself may lose its last fraction of a second. Waiting for the flush cost
 * 3–5 ms per commit here, and a clinic day commits on nearly every request (audited reads, saves, session activity).
 * A URL that sets `options` (`?options=-c%20synchronous_commit%3Don`) wins. Connections stay open a minute when
 * idle: a new one is a new server process on PostgreSQL, several milliseconds on a busy machine.
 */
const POSTGRES_SESSION = { options: '-c synchronous_commit=off', idleTimeoutMillis: 60_000 };

export function openPostgres(url: string, max = 10, log?: QueryLog): DbHandle {
  const pool = new pg.Pool({ ...POSTGRES_SESSION, connectionString: withDefaultUser(url), max });
  // An idle connection the server drops (a restart, an administrator's command) must not bring the process down: the
  // pool discards that client and the next query opens a new one.
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }), engine: 'postgres' };
}

/**
 * Kysely asks better-sqlite3 to prepare every statement anew, and compiling a statement costs about as much as
 * running a small one. Statements are kept by their SQL text (the most recent 256); SQLite recompiles a kept one
 * by itself after a schema change. Kysely runs one statement at a time on this connection, so a kept statement is
 * never in use twice.
 */
function keepingStatements(sqlite: SqliteDatabase.Database, size = 256): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Patient records: the database and its -wal and -shm files are readable by the server's user only (0600), in a
 * folder it creates 0700. A new database file is created private before SQLite opens it (SQLite gives the -wal
 * and -shm files the database file's mode); existing files are made private after opening.
 */
function keepPrivate(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(path)) chmodSync(path, 0o600);
    } catch (error) {
      // Another user's file (a shared deployment) is left as its owner set it.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
  }
}

export function openSqlite(file: string, log?: QueryLog): DbHandle {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, 'a', 0o600));
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Wait for a competing writer (e.g. the create-user CLI) instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // The default page cache is 2 MB; with tens of thousands of patients the search and paging indexes alone are
  // larger, and every miss is a read from the OS. 64 MB holds them (one connection per process).
  sqlite.pragma('cache_size = -65536');
  if (file !== ':memory:') keepPrivate(file);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), log }), engine: 'sqlite' };
}

export function openDatabase(options: { databaseUrl: string | null; sqlitePath: string }): DbHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
}
