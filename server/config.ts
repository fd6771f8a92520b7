/**
 * Runtime configuration from the environment (see docs/decisions.md, "Configuration"). Tests build an
 * AppConfig object directly instead of going through the environment.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { ENV_SCHEMA, isOn, readEnv, type EnvSettings } from './config-schema';
import type { BudgetLimits } from './services/usage-budgets';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  /**
   * Where uploaded files are kept (UPLOAD_DIR; default `uploads` in DATA_DIR). Several server processes over one
   * PostgreSQL database must all be given the same folder (a shared mount), since each serves files any saved.
   */
  uploadDir: string;
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

/** The write budgets (docs/server.md); sizes are given in MB. */
function budgetsOf(v: EnvSettings): BudgetLimits {
  return {
    sectionSavesPerMinute: Number(v.SECTION_SAVES_PER_MINUTE),
    sectionBytesPerHour: Number(v.SECTION_SAVE_MB_PER_HOUR) * MB,
    bookingsPerDay: Number(v.BOOKINGS_PER_DAY),
    frontDeskBookingsPerDay: Number(v.FRONT_DESK_BOOKINGS_PER_DAY),
    extraTestBytesPerDay: Number(v.EXTRA_TEST_MB_PER_DAY) * MB,
    clinicExtraTestBytesPerDay: Number(v.CLINIC_EXTRA_TEST_MB_PER_DAY) * MB,
  };
}

/** The write budgets a busy clinic never meets: the schema's defaults. */
export const DEFAULT_BUDGETS: BudgetLimits = budgetsOf(readEnv({}));

export const DEFAULT_LOW_DISK_MB = Number(ENV_SCHEMA.properties.LOW_DISK_MB.default);

type Env = Record<string, string | undefined>;

/**
 * Demo accounts (published password): on by default for `npm start` and development; with NODE_ENV=production
 * only when DEMO is set to yes explicitly.
 */
export function demoEnabled(env: Env): boolean {
  const { DEMO, NODE_ENV } = readEnv(env, ['DEMO', 'NODE_ENV']);
  return isOn(DEMO, NODE_ENV !== 'production');
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
  const raw = readEnv(env, ['TRUST_PROXY']).TRUST_PROXY;
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
  const raw = readEnv(env, ['CORS_ORIGINS']).CORS_ORIGINS;
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
  const given = readEnv(env, ['JWT_SECRET']).JWT_SECRET;
  if (given) return checkedSecret(given, 'JWT_SECRET');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return checkedSecret(stored, `The signing secret in ${file}`);
  }
  // The data folder holds the database and this secret: the server's own user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // Created only if absent: processes starting at once on one folder all end up with the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stored = readFileSync(file, 'utf8').trim();
    return checkedSecret(stored, `The signing secret in ${file}`);
  }
  return secret;
}

/** Where the data lives: enough for tools (create-user) that need the database and nothing else. */
export function loadDatabaseSettings(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sqlitePath' | 'uploadDir'> {
  const { DATA_DIR, DATABASE_URL, UPLOAD_DIR } = readEnv(env, ['DATA_DIR', 'DATABASE_URL', 'UPLOAD_DIR']);
  const dataDir = resolve(DATA_DIR);
  return {
    dataDir,
    databaseUrl: DATABASE_URL ?? null,
    sqlitePath: join(dataDir, 'sightline.sqlite'),
    uploadDir: UPLOAD_DIR === undefined ? join(dataDir, 'uploads') : resolve(UPLOAD_DIR),
  };
}

/**
 * Where everything a backup holds lives: the database and the uploaded files' folder (`UPLOAD_DIR`, the server's
 * own), for `npm run backup`/`restore` (server/cli/backup.ts).
 */
export function loadStorageSettings(env: Env = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sqlitePath'> & { uploadsDir: string } {
  const settings = loadDatabaseSettings(env);
  return { ...settings, uploadsDir: settings.uploadDir };
}

/** Reads the whole configuration; throws with a readable message on a bad value. */
export function loadConfig(env: Env = process.env): AppConfig {
  const v = readEnv(env);
  const { dataDir, databaseUrl, sqlitePath, uploadDir } = loadDatabaseSettings(env);
  return {
    port: Number(v.PORT),
    host: v.HOST,
    dataDir,
    databaseUrl,
    sqlitePath,
    uploadDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    accessTokenTtl: Number(v.ACCESS_TOKEN_TTL),
    refreshTokenTtl: Number(v.REFRESH_TOKEN_TTL),
    demo: demoEnabled(env),
    staticDir: isOn(v.SERVE_CLIENT, true) ? resolve(v.STATIC_DIR) : null,
    logLevel: v.LOG_LEVEL,
    loginMaxFailures: Number(v.LOGIN_MAX_FAILURES),
    loginWindowSeconds: Number(v.LOGIN_WINDOW_SECONDS),
    loginMaxFailuresPerAddress: Number(v.LOGIN_MAX_FAILURES_PER_ADDRESS),
    loginConcurrency: Number(v.LOGIN_CONCURRENCY),
    loginQueueMax: Number(v.LOGIN_QUEUE_MAX),
    trustProxy: trustProxySetting(env),
    schemasDir: resolve(v.SCHEMAS_DIR),
    listCacheMs: Number(v.LIST_CACHE_MS),
    uploadMaxFilesPerHour: Number(v.UPLOAD_MAX_FILES_PER_HOUR),
    uploadMaxBytesPerHour: Number(v.UPLOAD_MAX_BYTES_PER_HOUR),
    uploadUnattachedTtlMinutes: Number(v.UPLOAD_UNATTACHED_TTL_MINUTES),
    corsOrigins: corsOriginsSetting(env),
    sessionIdleMinutes: Number(v.SESSION_IDLE_MINUTES),
    sessionMaxHours: Number(v.SESSION_MAX_HOURS),
    budgets: budgetsOf(v),
    lowDiskBytes: Number(v.LOW_DISK_MB) * MB,
  };
}

/**
 * SHUTDOWN_TIMEOUT_SECONDS (default 10, decimals allowed): after SIGTERM or SIGINT the server exits within this
 * long even when draining requests, closing the database or writing its log cannot finish (docs/operations.md).
 */
export function shutdownTimeoutMs(env: Env = process.env): number {
  return Math.round(Number(readEnv(env, ['SHUTDOWN_TIMEOUT_SECONDS']).SHUTDOWN_TIMEOUT_SECONDS) * 1000);
}
