/**
 * Runtime configuration from the environment (see docs/decisions.md, "Configuration"). Tests build an
 * AppConfig object directly instead of going through the environment.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  demo: boolean;
  /** Folder of the built client, or null to serve the API only. */
  staticDir: string | null;
  logLevel: string;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Folder of the form schemas (`schemas/`): the server validates every section record against them. */
  schemasDir: string;
  /**
   * How long (ms) a page of the patients list is answered from memory; this process's own changes clear it at
   * once, another process's show after at most this long. 0 reads the database every time.
   */
  listCacheMs: number;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number (0 or more), got "${raw}".`);
  }
  return value;
}

/** A yes/no setting: off for 0, false, no, off; `fallback` when unset. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = text(env, 'JWT_SECRET');
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function isPostgresUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

/** Where the data lives: enough for tools (create-user) that need the database and nothing else. */
export function loadDatabaseSettings(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sqlitePath'> {
  const dataDir = resolve(text(env, 'DATA_DIR') ?? './data');
  const databaseUrl = text(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite).');
  }
  return { dataDir, databaseUrl, sqlitePath: join(dataDir, 'sightline.sqlite') };
}

/** Reads the whole configuration; throws with a readable message on a bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const { dataDir, databaseUrl, sqlitePath } = loadDatabaseSettings(env);
  const serveClient = flag(env, 'SERVE_CLIENT', true);
  return {
    port: positiveInt(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    sqlitePath,
    jwtSecret: resolveJwtSecret(env, dataDir),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 300),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 604800),
    demo: flag(env, 'DEMO', true),
    staticDir: serveClient ? resolve(text(env, 'STATIC_DIR') ?? './dist') : null,
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: positiveInt(env, 'LOGIN_WINDOW_SECONDS', 900),
    schemasDir: resolve(text(env, 'SCHEMAS_DIR') ?? 'schemas'),
    listCacheMs: wholeNumber(env, 'LIST_CACHE_MS', 2000),
  };
}
