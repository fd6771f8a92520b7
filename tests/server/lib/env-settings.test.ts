/** The environment read through its schema (server/config-schema.ts): defaults, blanks, and one line per bad value. */
import { describe, expect, it } from 'vitest';
import { loadConfig, shutdownTimeoutMs } from '../../../server/config';
import { readEnv } from '../../../server/config-schema';

const env = { DATA_DIR: '/tmp/sightline-env-settings', JWT_SECRET: 'k'.repeat(32) };

describe('the environment', () => {
  it('gives each unset or blank variable its default, and trims what is given', () => {
    expect(readEnv({ PORT: '  ', LOG_LEVEL: ' debug ' }, ['PORT', 'LOG_LEVEL', 'TRUST_PROXY'])).toEqual({ PORT: '8080', LOG_LEVEL: 'debug' });
    expect(loadConfig({ ...env, PORT: '', LIST_CACHE_MS: '0' })).toMatchObject({ port: 8080, listCacheMs: 0, host: '0.0.0.0' });
    expect(shutdownTimeoutMs({})).toBe(10_000);
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_SECONDS: '1.5' })).toBe(1500);
  });

  it('keeps uploads in DATA_DIR unless UPLOAD_DIR names a folder (shared by several server processes)', () => {
    expect(loadConfig(env).uploadDir).toBe('/tmp/sightline-env-settings/uploads');
    expect(loadConfig({ ...env, UPLOAD_DIR: ' /srv/sightline/uploads ' }).uploadDir).toBe('/srv/sightline/uploads');
  });

  it('stops with one line naming each variable that does not fit, with the value given', () => {
    expect(() => loadConfig({ ...env, PORT: '80.5', LIST_CACHE_MS: '-1' })).toThrow(
      'PORT must be a positive whole number, got "80.5".\nLIST_CACHE_MS must be a whole number (0 or more), got "-1".',
    );
    expect(() => shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_SECONDS: 'soon' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS must be a positive number, got "soon".',
    );
    expect(() => loadConfig({ ...env, DATABASE_URL: 'mysql://db' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite).',
    );
  });
});
