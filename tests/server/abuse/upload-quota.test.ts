/**
 * Uploads cannot be used to fill the disk or to read other people's files: an hourly quota per user (files and
 * bytes, refused before anything is stored), files not named by a saved extra test removed after a set time,
 * random public ids, files served sandboxed and only to roles that read records, and a file belongs to the
 * appointment it was uploaded for (the spec's multipart extra test keeps both in one request).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { FILE_NOT_FOUND, FILE_OF_ANOTHER_APPOINTMENT } from '../../../server/features/sections/extra-test-service';
import { prepareDatabase } from '../../../server/services/database-setup';
import { createAppointment, patientWithAppointment } from '../helpers/clinic';
import { multipart, PDF_BYTES, PNG_BYTES, upload } from '../helpers/sections';
import { bearer, createTestApp, testConfig, tokensFor, type TestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

const MINUTE = 60_000;
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;
/** A listed extra test's `file`: the absolute URL of `GET /api/files/{publicId}/`. */
const FILE_URL = /^http:\/\/localhost(?::\d+)?\/api\/files\/([A-Za-z0-9_-]{22})\/$/;

type Part = Parameters<typeof multipart>[0][number];
const png = (size = PNG_BYTES.length, name = 'scan.png'): Part => ({
  name,
  type: 'image/png',
  bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(Math.max(0, size - PNG_BYTES.length))]),
});

function post(app: FastifyInstance, url: string, token: string, parts: Part[], fields: Record<string, string>) {
  const { body, headers } = multipart(parts, fields);
  return app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...bearer(token) } });
}

async function stored(app: FastifyInstance, dataDir: string) {
  const rows = await app.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const dir = join(dataDir, 'uploads');
  return { rows: Number(rows.n), files: existsSync(dir) ? readdirSync(dir).length : 0 };
}

describe('hourly upload quota', () => {
  const MAX_FILES = 3;
  const MAX_BYTES = 4096;
  let q: TestApp;
  let appointment: string;

  beforeAll(async () => {
    q = await createTestApp({ config: { uploadMaxFilesPerHour: MAX_FILES, uploadMaxBytesPerHour: MAX_BYTES } });
    appointment = String((await patientWithAppointment(q.app)).appointmentId);
  });
  afterAll(async () => {
    await q?.close();
  });

  const send = (token: string, part: Part) => post(q.app, '/api/files/', token, [part], { appointment });

  it(`refuses the file after ${MAX_FILES} in an hour with 429 and Retry-After, and stores nothing`, async () => {
    const token = (await tokensFor(q.app, 'sysadmin')).access;
    for (let i = 0; i < MAX_FILES; i += 1) expect((await send(token, png())).statusCode).toBe(201);
    const before = await stored(q.app, q.config.dataDir);

    const refused = await send(token, png());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: `Upload limit reached: at most ${MAX_FILES} files per hour. Try again in 60 minutes.` });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nor through the multipart extra test.
    const test = await post(q.app, `/api/tests/extra-tests/${appointment}/`, token, [png()], { name: 'OCT', appointment });
    expect(test.statusCode).toBe(429);
    expect(await stored(q.app, q.config.dataDir)).toEqual(before);

    // Another user has a quota of their own.
    const other = (await tokensFor(q.app, 'lecturer')).access;
    expect((await send(other, png())).statusCode).toBe(201);

    // The hour is rolling: once the first upload is older than an hour there is room for one more.
    const user = await q.app.repos.users.findByUsername('sysadmin');
    const first = await q.app.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('uploaded_by', '=', user!.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const anHourAgo = new Date(Date.now() - 61 * MINUTE).toISOString();
    await q.app.db.updateTable('uploaded_files').set({ uploaded_at: anHourAgo }).where('id', '=', first.id).execute();
    expect((await send(token, png())).statusCode).toBe(201);
    expect((await send(token, png())).statusCode).toBe(429);
  });

  it('refuses a file that does not fit in the hour\'s bytes from its declared length, and stores nothing', async () => {
    const token = (await tokensFor(q.app, 'hadmin')).access;
    expect((await send(token, png(2500))).statusCode).toBe(201);
    const before = await stored(q.app, q.config.dataDir);

    const refused = await send(token, png(2000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Upload limit reached: at most 4 KB per hour. Try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(q.app, q.config.dataDir)).toEqual(before);

    // What is left still takes a smaller file.
    expect((await send(token, png(1000))).statusCode).toBe(201);
  });
});

describe('uploads', () => {
  let t: TestApp;
  let lecturer: string;
  let student: string;
  let coordinator: string;

  beforeAll(async () => {
    t = await createTestApp();
    lecturer = (await tokensFor(t.app, 'lecturer')).access;
    student = (await tokensFor(t.app, 'student')).access;
    coordinator = (await tokensFor(t.app, 'coordinator')).access;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (id: string, token: string) => t.app.inject({ method: 'GET', url: `/api/files/${id}/`, headers: bearer(token) });
  const saveTest = (appointmentId: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/tests/extra-tests/${appointmentId}/`, payload: body, headers: bearer(lecturer) });

  it('names files by random public ids, never by their row id', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const a = await upload(t.app, lecturer, appointmentId);
    const b = await upload(t.app, lecturer, appointmentId);
    expect(a).toMatch(PUBLIC_ID);
    expect(b).toMatch(PUBLIC_ID);
    expect(a).not.toBe(b);
    const rowA = await t.app.repos.uploadedFiles.findByPublicId(a);
    const rowB = await t.app.repos.uploadedFiles.findByPublicId(b);
    expect(rowB!.id).toBe(rowA!.id + 1);
    expect((await get(String(rowB!.id), lecturer)).statusCode).toBe(404);
    expect((await get(b, lecturer)).statusCode).toBe(200);
  });

  it('serves a file sandboxed, with nosniff', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const id = await upload(t.app, lecturer, appointmentId, 'field.pdf', PDF_BYTES, 'application/pdf');
    const response = await get(id, student);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('saves the spec\'s multipart extra test with its file, readable by a student and refused to a coordinator', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const response = await post(t.app, `/api/tests/extra-tests/${appointmentId}/`, lecturer, [png(300, 'oct.png')], {
      name: 'OCT',
      notes: 'Macula flat',
      appointment: String(appointmentId),
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    // The test names its file by the URL to read it at (docs/decisions.md, "API contract").
    expect(saved).toMatchObject({ name: 'OCT', notes: 'Macula flat', appointment: appointmentId, file: expect.stringMatching(FILE_URL) });
    const publicId = FILE_URL.exec(saved.file as string)![1]!;

    const list = await t.app.inject({ method: 'GET', url: `/api/tests/extra-tests/${appointmentId}/`, headers: bearer(student) });
    expect(list.json()).toEqual([expect.objectContaining({ id: saved.id, file: saved.file })]);
    const row = await t.app.repos.uploadedFiles.findByPublicId(publicId);
    expect(row).toMatchObject({ appointment_id: appointmentId, original_name: 'oct.png', size: 300 });
    expect(row!.attached_at).not.toBeNull();

    const read = await get(publicId, student);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.subarray(0, PNG_BYTES.length).equals(PNG_BYTES)).toBe(true);
    const refused = await get(publicId, coordinator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('reads multipart tonometry numbers as numbers, and keeps nothing of a refused multipart test', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const url = `/api/tests/extra-tests/${appointmentId}/`;
    const tonometry = await post(t.app, url, lecturer, [], {
      name: 'Tonometry',
      method: 'Applanation',
      iop_od: '14',
      iop_os: '15.5',
      recorded_at: '09:30',
    });
    expect(tonometry.statusCode, tonometry.body).toBe(201);
    expect(tonometry.json()).toMatchObject({ name: 'Tonometry', iop_od: 14, iop_os: 15.5, file: null });

    const before = await stored(t.app, t.config.dataDir);
    const unnamed = await post(t.app, url, lecturer, [png()], { notes: 'no name' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ name: ['Test name and file are required.'] });
    const elsewhere = await post(t.app, url, lecturer, [png()], { name: 'OCT', appointment: String(appointmentId + 1) });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ appointment: ['Does not match the appointment in the URL.'] });
    const text = await post(t.app, url, lecturer, [{ name: 'oct.png', type: 'image/png', bytes: Buffer.from('not an image') }], { name: 'OCT' });
    expect(text.statusCode).toBe(400);
    expect(await stored(t.app, t.config.dataDir)).toEqual(before);
    expect(await t.app.repos.sectionRecords.all(appointmentId, 'extra-test')).toHaveLength(1);
  });

  it('refuses an extra test naming a file of another appointment (400)', async () => {
    const mine = await patientWithAppointment(t.app);
    const theirs = await patientWithAppointment(t.app);
    const file = await upload(t.app, lecturer, theirs.appointmentId);
    const response = await saveTest(mine.appointmentId, { appointment: mine.appointmentId, name: 'OCT', notes: '', file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [FILE_OF_ANOTHER_APPOINTMENT] });
    expect(await t.app.repos.sectionRecords.all(mine.appointmentId, 'extra-test')).toEqual([]);
    // Its own appointment may name it.
    const own = await saveTest(theirs.appointmentId, { appointment: theirs.appointmentId, name: 'OCT', notes: '', file });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses an upload for an appointment whose records are closed', async () => {
    const { patientId } = await patientWithAppointment(t.app);
    const cancelled = await createAppointment(t.app, patientId, { status: 'Cancelled' });
    const response = await post(t.app, '/api/files/', lecturer, [png()], { appointment: String(cancelled) });
    expect(response.statusCode).toBe(409);
    const test = await post(t.app, `/api/tests/extra-tests/${cancelled}/`, lecturer, [png()], { name: 'OCT' });
    expect(test.statusCode).toBe(409);
  });

  it('removes files no saved extra test names once the set time has passed, rows and bytes', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const loose = await upload(t.app, lecturer, appointmentId);
    const named = await upload(t.app, lecturer, appointmentId);
    expect((await saveTest(appointmentId, { appointment: appointmentId, name: 'OCT', notes: '', file: named })).statusCode).toBe(201);
    const looseRow = (await t.app.repos.uploadedFiles.findByPublicId(loose))!;
    const diskPath = join(t.config.dataDir, 'uploads', looseRow.storage_name);
    expect(existsSync(diskPath)).toBe(true);

    // Within the set time (60 minutes in the test configuration) nothing goes.
    expect(await t.app.uploads.sweep(new Date(Date.now() + 59 * MINUTE))).toBe(0);
    expect((await get(loose, lecturer)).statusCode).toBe(200);

    const removed = await t.app.uploads.sweep(new Date(Date.now() + 61 * MINUTE));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.app.repos.uploadedFiles.findByPublicId(loose)).toBeUndefined();
    expect(existsSync(diskPath)).toBe(false);
    expect((await get(loose, lecturer)).statusCode).toBe(404);
    // A swept file can no longer be named by a test.
    const late = await saveTest(appointmentId, { appointment: appointmentId, name: 'OCT', notes: '', file: loose });
    expect(late.json()).toEqual({ file: [FILE_NOT_FOUND] });
    // The named one stays, however old.
    expect(await t.app.uploads.sweep(new Date(Date.now() + 365 * 24 * 60 * MINUTE))).toBe(0);
    expect((await get(named, student)).statusCode).toBe(200);
  });

  it('sweeps once when the app starts', async () => {
    const testDb = await createTestDb();
    try {
      await prepareDatabase(testDb.db, { demo: true });
      const user = await testDb.db.selectFrom('users').select('id').where('username', '=', 'student').executeTakeFirstOrThrow();
      const uploads = join(testDb.dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      writeFileSync(join(uploads, 'a'.repeat(32)), PNG_BYTES);
      await testDb.db
        .insertInto('uploaded_files')
        .values({
          public_id: 'B'.repeat(22),
          storage_name: 'a'.repeat(32),
          original_name: 'old.png',
          content_type: 'image/png',
          size: PNG_BYTES.length,
          sha256: '0'.repeat(64),
          uploaded_by: user.id,
          uploaded_at: new Date(Date.now() - 2 * 60 * MINUTE).toISOString(),
          appointment_id: null,
          attached_at: null,
        })
        .execute();
      const app = buildApp({ config: testConfig(testDb), db: testDb.db, logger: false });
      await app.ready();
      await app.close();
      expect(await testDb.db.selectFrom('uploaded_files').selectAll().execute()).toEqual([]);
      expect(readdirSync(uploads)).toEqual([]);
    } finally {
      await testDb.cleanup();
    }
  });
});
