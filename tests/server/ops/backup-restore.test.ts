/**
 * `npm run backup` while a real server process takes writes, then `npm run restore` into a fresh data folder (and,
 * on PostgreSQL, a fresh database), and a server started on the restored data: every patient registered and every
 * file uploaded before the backup began is there, byte for byte. Runs on the engine of TEST_DB.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { runNodeScript } from '../../support/run-command';
import { accessTokenOf, appointmentTodayFor, createPatientByApi } from '../../e2e/support/api-seed';
import { onPostgresServer, testEngine, withDatabase } from '../helpers/test-db';

const engine = testEngine();
const work = mkdtempSync(join(tmpdir(), 'sightline-backup-test-'));
const databases: string[] = [];
const apps: AppProcess[] = [];

/** On PostgreSQL a new empty database (dropped after the file), on SQLite none: DATA_DIR holds the database. */
async function freshDatabaseUrl(): Promise<string> {
  if (engine === 'sqlite') return '';
  const name = `sightline_backup_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE "${name}"`);
  databases.push(name);
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

async function startApp(databaseUrl: string, dataDir?: string): Promise<AppProcess> {
  // The writes below upload many files quickly: the hourly quota is not what this test is about.
  const app = await startAppProcess({ ensureBuild: false, dataDir, env: { DATABASE_URL: databaseUrl, UPLOAD_MAX_FILES_PER_HOUR: '10000' } });
  apps.push(app);
  return app;
}

/** A name in letters only (as registration requires) for a counter: 0 → Aa, 1 → Ab, 26 → Ba. */
const nameOf = (n: number) => `Backup${String.fromCharCode(65 + Math.floor(n / 26) % 26)}${String.fromCharCode(97 + (n % 26))}`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A small PNG (the server checks the first bytes) with a random body, so that every file is different. */
function pngBytes(): Uint8Array {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2048)]);
}

async function upload(baseUrl: string, access: string, appointment: number, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('appointment', String(appointment));
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'scan.png');
  const response = await fetch(`${baseUrl}/api/files/`, { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}

type Phase = 'before' | 'during' | 'after';
interface Acknowledged {
  patients: { id: number; first: string; phase: Phase }[];
  files: { id: string; sha: string; phase: Phase }[];
}

afterAll(async () => {
  for (const app of apps) await app.stop();
  for (const name of databases) await onPostgresServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  let source: AppProcess;
  let sourceDatabase: string;

  beforeAll(async () => {
    sourceDatabase = await freshDatabaseUrl();
    source = await startApp(sourceDatabase);
    // A server process started from source on a shared machine: a budget, not a speed check.
  }, 120_000);

  it('restores a backup taken while writes run: every patient and file acknowledged before it began is found', async () => {
    const access = await accessTokenOf(source.baseUrl, 'hadmin');
    const appointment = await appointmentTodayFor(source.baseUrl, { first: 'Efua', last: 'Mensah', phone: '0240000100' });
    const acknowledged: Acknowledged = { patients: [], files: [] };
    // Which moment each acknowledgement came in: before the backup command started, while it ran, or after.
    const moment: { phase: Phase } = { phase: 'before' };
    let ready: () => void = () => undefined;
    const enoughBefore = new Promise<void>((resolve) => (ready = resolve));
    const noteProgress = () => {
      if (acknowledged.patients.length >= 5 && acknowledged.files.length >= 5) ready();
    };

    const registering = (async () => {
      for (let n = 0; moment.phase !== 'after'; n += 1) {
        const first = nameOf(n);
        const id = await createPatientByApi(source.baseUrl, access, { first, last: 'Patient', phone: `055${String(n).padStart(7, '0')}` });
        acknowledged.patients.push({ id, first, phase: moment.phase });
        noteProgress();
      }
    })();
    const uploading = (async () => {
      while (moment.phase !== 'after') {
        const bytes = pngBytes();
        const id = await upload(source.baseUrl, access, appointment, bytes);
        acknowledged.files.push({ id, sha: sha256(bytes), phase: moment.phase });
        noteProgress();
      }
    })();

    await Promise.race([enoughBefore, registering, uploading]);
    moment.phase = 'during';
    const out = join(work, 'backups');
    const backup = await runNodeScript('server/cli/backup.ts', ['--out', out], { DATA_DIR: source.dataDir, DATABASE_URL: sourceDatabase });
    moment.phase = 'after';
    await Promise.all([registering, uploading]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // The writes went on while the backup was taken.
    expect([...acknowledged.patients, ...acknowledged.files].some((write) => write.phase === 'during')).toBe(true);
    const archive = /Backup written: (\S+\.tar\.gz)/.exec(backup.stdout)?.[1];
    expect(archive).toBeDefined();

    const restoredDir = join(work, 'restored-data');
    const restoredDatabase = await freshDatabaseUrl();
    const restoreEnv = { DATA_DIR: restoredDir, DATABASE_URL: restoredDatabase };
    const restore = await runNodeScript('server/cli/restore.ts', [archive!], restoreEnv);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`${engine} database`);

    // Once restored, the target holds data: a second restore into it is refused and changes nothing.
    const again = await runNodeScript('server/cli/restore.ts', [archive!], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(engine === 'sqlite' ? /^DATA_DIR .* is not empty/ : /^The database .* is not empty/);

    const restored = await startApp(restoredDatabase, restoredDir);
    const restoredAccess = await accessTokenOf(restored.baseUrl, 'hadmin');
    const get = (path: string) => fetch(`${restored.baseUrl}${path}`, { headers: { authorization: `Bearer ${restoredAccess}` } });

    const before = <T extends { phase: Phase }>(writes: T[]) => writes.filter((write) => write.phase === 'before');
    expect(before(acknowledged.patients).length).toBeGreaterThanOrEqual(5);
    for (const patient of before(acknowledged.patients)) {
      const response = await get(`/api/clients/api/patient-detail/${patient.id}/`);
      expect(response.status, `patient ${patient.id}`).toBe(200);
      expect(((await response.json()) as { first_name: string }).first_name).toBe(patient.first);
    }
    expect(before(acknowledged.files).length).toBeGreaterThanOrEqual(5);
    for (const file of before(acknowledged.files)) {
      const response = await get(`/api/files/${file.id}/`);
      expect(response.status, `file ${file.id}`).toBe(200);
      expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(file.sha);
    }
    // A file acknowledged while the backup ran is either wholly in it or not at all.
    for (const file of acknowledged.files.filter((write) => write.phase !== 'before')) {
      const response = await get(`/api/files/${file.id}/`);
      expect([200, 404], `file ${file.id}`).toContain(response.status);
      if (response.status === 200) expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(file.sha);
    }
    // Four processes (two servers, two commands) on a shared machine: a budget, not a speed check.
  }, 180_000);
});
