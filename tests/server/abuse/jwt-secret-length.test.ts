/** A signing secret under 32 bytes is refused at start with a clear message; a generated one is long enough. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'sightline-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('JWT_SECRET length', () => {
  it('refuses a one-character or 31-byte secret, saying how long it must be', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' })).toThrow(
      /^JWT_SECRET must be at least 32 bytes long, got 1\. Use a long random value/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(31) })).toThrow(/got 31\./);
  });

  it('counts bytes, not characters, and accepts 32 bytes', () => {
    // 16 two-byte characters are 32 bytes; 15 are 30.
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toBe('é'.repeat(16));
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'é'.repeat(15) })).toThrow(/got 30\./);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a'.repeat(32) }).jwtSecret).toBe('a'.repeat(32));
  });

  it('generates a long enough secret when none is set, and refuses a short one stored in DATA_DIR', () => {
    const fresh = mkdtempSync(join(dataDir, 'fresh-'));
    expect(Buffer.byteLength(loadConfig({ DATA_DIR: fresh }).jwtSecret)).toBeGreaterThanOrEqual(32);
    const stale = mkdtempSync(join(dataDir, 'stale-'));
    writeFileSync(join(stale, 'jwt-secret'), 'short\n');
    expect(() => loadConfig({ DATA_DIR: stale })).toThrow(/jwt-secret must be at least 32 bytes long, got 5\./);
  });
});
