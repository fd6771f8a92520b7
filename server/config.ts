/**
 * Runtime configuration from the environment (see docs/decisions.md, "Configuration"). Tests build an
 * AppConfig object directly instead of going through the environment.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { BudgetLimits } from './services/usage-budgets';

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
  /** Seed the demo accounts (published password) on a database that never had them: see `demoEnabled`. */
  demo: boolean;
  /** Folder of the built client, or null to serve the API only. */
  staticDir: string | null;
  logLevel: string;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Failed logins one client address may have within the window, whatever usernames it tries. */
  loginMaxFailuresPerAddress: number;
  /** Password checks (scrypt) running at once in this process, and logins that may wait for one (served fairly). */
  loginConcurrency: number;
  loginQueueMax: number;
  /**
   * Fastify's `trustProxy`: false (the socket's address is the client), true (every proxy header is believed),
   * a number of proxy hops, or the addresses/ranges of the proxies. It decides `request.ip` (the login throttle's
   * address) and `request.protocol` (the CSRF cookie's `Secure`).
   */
  trustProxy: boolean | number | string[];
  /** Folder of the form schemas (`schemas/`): the server validates every section record against them. */
  schemasDir: string;
  /**
   * How long (ms) a page of the patients list is answered from memory; this process's own changes clear it at
   * once, another process's show after at most this long. 0 reads the database every time.
   */
  listCacheMs: number;
  /** Uploads one user may make in any rolling hour: files, and bytes (counted from the stored uploads). */
  uploadMaxFilesPerHour: number;
  uploadMaxBytesPerHour: number;
  /** A file that no saved extra test names is removed (row and bytes) this many minutes after its upload. */
  uploadUnattachedTtlMinutes: number;
  /**
   * Origins (`https://app.example.org`) whose scripts may call the API from another origin, with credentials
   * (CORS). Empty: none, and no CORS header is ever sent.
   */
  corsOrigins: string[];
  /** A session with no authenticated request and no refresh for this long (minutes) ends: shared PCs. */
  sessionIdleMinutes: number;
  /** A session ends this long (hours) after its sign-in, however active. */
  sessionMaxHours: number;
  /** Per-user write budgets kept in the database (server/services/usage-budgets.ts, docs/server.md). */
  budgets: BudgetLimits;
  /** Below this many free bytes on the data folder's filesystem, `/api/health/` says so and a warning is logged. */
  lowDiskBytes: number;
}

const MB = 1024 * 1024;

/** The write budgets a busy clinic never meets; each has its own setting (loadBudgets). */
export const DEFAULT_BUDGETS: BudgetLimits = {
  sectionSavesPerMinute: 60,
  sectionBytesPerHour: 32 * MB,
  bookingsPerDay: 50,
  frontDeskBookingsPerDay: 600,
  extraTestBytesPerDay: 200 * MB,
  clinicExtraTestBytesPerDay: 2048 * MB,
};

export const DEFAULT_LOW_DISK_MB = 1024;

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

/** A positive number, decimals allowed (`0.05` minutes for a test). */
function positiveDecimal(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (decimals allowed, e.g. 0.5), got "${raw}".`);
  }
  return value;
}

/** A yes/no setting: off for 0, false, no, off; `fallback` when unset. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
}

/**
 * Demo accounts (published password): on by default for `npm start` and development; with NODE_ENV=production
 * only when DEMO is set to yes explicitly.
 */
export function demoEnabled(env: Env): boolean {
  return flag(env, 'DEMO', text(env, 'NODE_ENV') !== 'production');
}

/** Names proxy-addr understands besides addresses and ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** TRUST_PROXY: unset/false/0, true, a number of hops, or a comma-separated list of proxy addresses or ranges. */
export function trustProxySetting(env: Env): boolean | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(raw)) return Number(raw) === 0 ? false : Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    throw new Error(
      `TRUST_PROXY must be true, false, a number of proxies, or addresses/ranges separated by commas, got "${raw}".`,
    );
  }
  return entries;
}

/**
 * CORS_ORIGINS: origins separated by commas (`https://app.example.org,http://localhost:5173`), each a scheme, a
 * host and an optional port, as a browser sends it in `Origin`; a trailing slash is dropped. Unset: none.
 */
export function corsOriginsSetting(env: Env): string[] {
  const raw = text(env, 'CORS_ORIGINS');
  if (raw === undefined) return [];
  const origins = raw.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const origin = url && /^https?:$/.test(url.protocol) ? url.origin : null;
    if (origin === null || entry.replace(/\/$/, '').toLowerCase() !== origin.toLowerCase()) {
      throw new Error(
        `CORS_ORIGINS must be origins (scheme, host and optional port: https://app.example.org) separated by commas, got "${entry}".`,
      );
    }
    return origin;
  });
  return [...new Set(origins)];
}

/** The shortest signing secret accepted: HS256's key is 256 bits; a shorter one can be guessed offline from a token. */
export const MIN_JWT_SECRET_BYTES = 32;

function checkedSecret(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `${source} must be at least ${MIN_JWT_SECRET_BYTES} bytes long, got ${bytes}. Use a long random value, e.g. the output of \`openssl rand -base64 48\`, or leave JWT_SECRET unset to have one generated into DATA_DIR.`,
    );
  }
  return secret;
}

/** JWT_SECRET, else a secret generated once and kept in DATA_DIR so tokens survive restarts; at least 32 bytes. */
export function resolveJwtSecret(env: Env, dataDir: string): string {
  const given = text(env, 'JWT_SECRET');
  if (given) return checkedSecret(given, 'JWT_SECRET');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return checkedSecret(stored, `The signing secret in ${file}`);
  }
  // The data folder holds the database and this secret: the server's own user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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

/** The write budgets: SECTION_SAVES_PER_MINUTE, SECTION_SAVE_MB_PER_HOUR, BOOKINGS_PER_DAY, … (docs/server.md). */
function loadBudgets(env: Env): BudgetLimits {
  const d = DEFAULT_BUDGETS;
  return {
    sectionSavesPerMinute: positiveInt(env, 'SECTION_SAVES_PER_MINUTE', d.sectionSavesPerMinute),
    sectionBytesPerHour: positiveInt(env, 'SECTION_SAVE_MB_PER_HOUR', d.sectionBytesPerHour / MB) * MB,
    bookingsPerDay: positiveInt(env, 'BOOKINGS_PER_DAY', d.bookingsPerDay),
    frontDeskBookingsPerDay: positiveInt(env, 'FRONT_DESK_BOOKINGS_PER_DAY', d.frontDeskBookingsPerDay),
    extraTestBytesPerDay: positiveInt(env, 'EXTRA_TEST_MB_PER_DAY', d.extraTestBytesPerDay / MB) * MB,
    clinicExtraTestBytesPerDay: positiveInt(env, 'CLINIC_EXTRA_TEST_MB_PER_DAY', d.clinicExtraTestBytesPerDay / MB) * MB,
  };
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
    demo: demoEnabled(env),
    staticDir: serveClient ? resolve(text(env, 'STATIC_DIR') ?? './dist') : null,
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    loginMaxFailures: positiveInt(env, 'LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: positiveInt(env, 'LOGIN_WINDOW_SECONDS', 900),
    loginMaxFailuresPerAddress: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 30),
    loginConcurrency: positiveInt(env, 'LOGIN_CONCURRENCY', 3),
    loginQueueMax: positiveInt(env, 'LOGIN_QUEUE_MAX', 200),
    trustProxy: trustProxySetting(env),
    schemasDir: resolve(text(env, 'SCHEMAS_DIR') ?? 'schemas'),
    listCacheMs: wholeNumber(env, 'LIST_CACHE_MS', 2000),
    uploadMaxFilesPerHour: positiveInt(env, 'UPLOAD_MAX_FILES_PER_HOUR', 30),
    uploadMaxBytesPerHour: positiveInt(env, 'UPLOAD_MAX_BYTES_PER_HOUR', 100 * 1024 * 1024),
    uploadUnattachedTtlMinutes: positiveInt(env, 'UPLOAD_UNATTACHED_TTL_MINUTES', 60),
    corsOrigins: corsOriginsSetting(env),
    sessionIdleMinutes: positiveDecimal(env, 'SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: positiveDecimal(env, 'SESSION_MAX_HOURS', 12),
    budgets: loadBudgets(env),
    lowDiskBytes: wholeNumber(env, 'LOW_DISK_MB', DEFAULT_LOW_DISK_MB) * MB,
  };
}

/**
 * SHUTDOWN_TIMEOUT_SECONDS (default 10, decimals allowed): after SIGTERM or SIGINT the server exits within this
 * long even when draining requests, closing the database or writing its log cannot finish (docs/operations.md).
 */
export function shutdownTimeoutMs(env: Env = process.env): number {
  const raw = text(env, 'SHUTDOWN_TIMEOUT_SECONDS');
  if (raw === undefined) return 10_000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a positive number, got "${raw}".`);
  return Math.round(value * 1000);
}
