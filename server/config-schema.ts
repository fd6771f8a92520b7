/**
 * The environment the server reads, as a JSON Schema checked by `env-schema` with the project's ajv (no coercion,
 * no defaults injected, `errorMessage`s honoured): each variable's form, its message naming it, and its default.
 * A value is read as text, trimmed; an empty one counts as unset. What a schema cannot say (a secret's length in
 * bytes, proxy addresses, origins) is checked where it is read (server/config.ts).
 */
import envSchema from 'env-schema';
import { createAjv } from '../src/engine/core/create-ajv';

type Env = Record<string, string | undefined>;

/** A variable: its default (as the text it would be given in) and, for a number, the form it must take. */
interface Variable {
  type: 'string';
  default?: string;
  pattern?: string;
  errorMessage?: string;
}

type WithDefault = Variable & { default: string };

// The value as given, quoted: `${0}` is ajv-errors' relative JSON pointer to the data (written as JSON), not a template.
const GOT = ', got ${0}.';

function positiveWhole(fallback: number): WithDefault {
  return { type: 'string', default: String(fallback), pattern: '^0*[1-9][0-9]*$', errorMessage: `must be a positive whole number${GOT}` };
}

function whole(fallback: number): WithDefault {
  return { type: 'string', default: String(fallback), pattern: '^[0-9]+$', errorMessage: `must be a whole number (0 or more)${GOT}` };
}

/** A positive number, decimals allowed (`0.05` minutes for a test). */
function positiveDecimal(fallback: number, message = 'must be a positive number (decimals allowed, e.g. 0.5)'): WithDefault {
  return { type: 'string', default: String(fallback), pattern: '^(?=.*[1-9])[0-9]*\\.?[0-9]+$', errorMessage: `${message}${GOT}` };
}

function text(fallback: string): WithDefault {
  return { type: 'string', default: fallback };
}

/** Text with no default: unset is `undefined`. */
function optional(): Variable {
  return { type: 'string' };
}

export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: positiveWhole(8080),
    HOST: text('0.0.0.0'),
    DATA_DIR: text('./data'),
    DATABASE_URL: {
      type: 'string',
      pattern: '^[pP][oO][sS][tT][gG][rR][eE][sS]([qQ][lL])?://',
      errorMessage: 'must start with postgres:// or postgresql:// (leave it unset for SQLite).',
    },
    UPLOAD_DIR: optional(),
    JWT_SECRET: optional(),
    NODE_ENV: optional(),
    DEMO: optional(),
    ACCESS_TOKEN_TTL: positiveWhole(300),
    REFRESH_TOKEN_TTL: positiveWhole(604800),
    STATIC_DIR: text('./dist'),
    SERVE_CLIENT: text('1'),
    LOG_LEVEL: text('info'),
    LOGIN_MAX_FAILURES: positiveWhole(5),
    LOGIN_WINDOW_SECONDS: positiveWhole(900),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveWhole(30),
    LOGIN_CONCURRENCY: positiveWhole(3),
    LOGIN_QUEUE_MAX: positiveWhole(200),
    TRUST_PROXY: optional(),
    SCHEMAS_DIR: text('schemas'),
    LIST_CACHE_MS: whole(2000),
    UPLOAD_MAX_FILES_PER_HOUR: positiveWhole(30),
    UPLOAD_MAX_BYTES_PER_HOUR: positiveWhole(100 * 1024 * 1024),
    UPLOAD_UNATTACHED_TTL_MINUTES: positiveWhole(60),
    CORS_ORIGINS: optional(),
    SESSION_IDLE_MINUTES: positiveDecimal(30),
    SESSION_MAX_HOURS: positiveDecimal(12),
    SECTION_SAVES_PER_MINUTE: positiveWhole(60),
    SECTION_SAVE_MB_PER_HOUR: positiveWhole(32),
    BOOKINGS_PER_DAY: positiveWhole(50),
    FRONT_DESK_BOOKINGS_PER_DAY: positiveWhole(600),
    EXTRA_TEST_MB_PER_DAY: positiveWhole(200),
    CLINIC_EXTRA_TEST_MB_PER_DAY: positiveWhole(2048),
    LOW_DISK_MB: whole(1024),
    SHUTDOWN_TIMEOUT_SECONDS: positiveDecimal(10, 'must be a positive number'),
  },
} satisfies { type: 'object'; properties: Record<string, Variable> };

export type EnvName = keyof typeof ENV_SCHEMA.properties;

/** The settings as read: a variable with a default always has a value. */
export type EnvSettings = { [Name in EnvName]: (typeof ENV_SCHEMA.properties)[Name] extends { default: string } ? string : string | undefined };

/**
 * The variables `names` (all by default) of `env`, checked against the schema, defaults filled in. Throws one
 * `NAME must be …, got "…".` line per variable that does not fit.
 */
export function readEnv(env: Env, names: readonly EnvName[] = Object.keys(ENV_SCHEMA.properties) as EnvName[]): EnvSettings {
  const given: Record<string, string> = {};
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const properties = Object.fromEntries(names.map((name) => [name, ENV_SCHEMA.properties[name]]));
  try {
    envSchema({ schema: { type: 'object', properties }, data: given, env: false, ajv: createAjv() });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors;
    if (!errors) throw error;
    throw new Error(errors.map((e) => `${e.instancePath.slice(1)} ${e.message ?? 'is not valid.'}`).join('\n'));
  }
  const defaults = Object.fromEntries(
    names.flatMap((name) => {
      const fallback = (ENV_SCHEMA.properties[name] as Variable).default;
      return fallback === undefined ? [] : [[name, fallback]];
    }),
  );
  return { ...defaults, ...given } as EnvSettings;
}

/** A yes/no setting: off for 0, false, no, off; `fallback` when unset. */
export function isOn(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}
