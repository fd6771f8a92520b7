/**
 * File upload and download: images and PDFs only (by their bytes), at most 10 MB, for an open appointment, named
 * by a random public id, shown inline and sandboxed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/services/uploads';
import { createAppointment, patientWithAppointment } from './helpers/clinic';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from './helpers/test-app';
import { multipart, PDF_BYTES, PNG_BYTES } from './helpers/sections';

let t: TestApp;
let token: string;
let appointment: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
  appointment = String((await patientWithAppointment(t.app)).appointmentId);
});
afterAll(async () => {
  await t?.close();
});

const uploadsDir = () => join(t.config.dataDir, 'uploads');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

/** Posts a multipart form; the appointment field is the test appointment's unless `fields` say otherwise. */
function send(parts: Parameters<typeof multipart>[0], fields: Record<string, string> = {}, as = token) {
  const { body, headers } = multipart(parts, { appointment, ...fields });
  return t.app.inject({ method: 'POST', url: '/api/files/', payload: body, headers: { ...headers, ...bearer(as) } });
}

/** A refused upload leaves nothing behind: no new file on disk, no new row. */
async function expectNothingKept(before: { files: string[]; rows: number }) {
  expect(storedFiles().sort()).toEqual(before.files.sort());
  const rows = await t.app.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(before.rows);
}

async function snapshot() {
  const rows = await t.app.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { files: storedFiles(), rows: Number(rows.n) };
}

describe('POST /api/files/', () => {
  it('keeps a PNG under a random name, for its appointment, and answers what it is', async () => {
    const response = await send([{ name: 'fundus.png', type: 'image/png', bytes: PNG_BYTES }]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: 'fundus.png', content_type: 'image/png', size: PNG_BYTES.length });
    const row = await t.app.repos.uploadedFiles.findByPublicId(body.id);
    expect(row!.storage_name).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.appointment_id).toBe(Number(appointment));
    expect(row!.attached_at).toBeNull();
    expect(storedFiles()).toContain(row!.storage_name);
  });

  it('types a PDF by its bytes, whatever the client claims', async () => {
    const response = await send([{ name: 'visual-field.pdf', type: 'application/octet-stream', bytes: PDF_BYTES }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().content_type).toBe('application/pdf');
  });

  it('refuses a text file, even named and labelled as an image', async () => {
    const before = await snapshot();
    const response = await send([{ name: 'notes.png', type: 'image/png', bytes: Buffer.from('BM these are not pixels\n') }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The file must be an image or a PDF (PNG, JPEG, GIF, WebP, BMP, TIFF, PDF).' });
    expect(expectErrorShape(response)).toBeNull();
    await expectNothingKept(before);
  });

  it('refuses an SVG (an image that carries script)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await send([{ name: 'x.svg', type: 'image/svg+xml', bytes: svg }]);
    expect(response.statusCode).toBe(400);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more', async () => {
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_BYTES.length)]);
    const ok = await send([{ name: 'big.png', type: 'image/png', bytes: exact }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().size).toBe(MAX_UPLOAD_BYTES);

    const before = await snapshot();
    const over = await send([{ name: 'bigger.png', type: 'image/png', bytes: Buffer.concat([exact, Buffer.alloc(1)]) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: 'The file is too large (at most 10 MB).' });
    await expectNothingKept(before);
  });

  it('refuses a body far over the limit from its declared length', async () => {
    const response = await send([{ name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'The file is too large (at most 10 MB).' });
  });

  it('takes one file per request', async () => {
    const before = await snapshot();
    const response = await send([
      { name: 'a.png', type: 'image/png', bytes: PNG_BYTES },
      { name: 'b.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Send one file per request.' });
    await expectNothingKept(before);
  });

  it('needs an appointment that takes records, checked before the file is stored', async () => {
    const { patientId } = await patientWithAppointment(t.app);
    const completed = await createAppointment(t.app, patientId, { status: 'Completed' });
    const before = await snapshot();
    const file = { name: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    const missing = await send([file], { appointment: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ appointment: ['This field is required.'] });
    const { body, headers } = multipart([file]);
    const none = await t.app.inject({ method: 'POST', url: '/api/files/', payload: body, headers: { ...headers, ...bearer(token) } });
    expect(none.json()).toEqual({ appointment: ['This field is required.'] });
    expect((await send([file], { appointment: 'twelve' })).json()).toEqual({ appointment: ['A valid integer is required.'] });
    const unknown = await send([file], { appointment: '987654' });
    expect(unknown.statusCode).toBe(404);
    const closed = await send([file], { appointment: String(completed) });
    expect(closed.statusCode).toBe(409);
    expect(expectErrorShape(closed)).toBeNull();
    await expectNothingKept(before);
  });

  it('refuses a form without a file, or with an empty one', async () => {
    const none = await send([], { name: 'OCT' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'No file was submitted.' });
    const empty = await send([{ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'The submitted file is empty.' });
  });

  it('wants multipart/form-data', async () => {
    for (const [type, payload] of [
      ['application/json', '{"file": "x"}'],
      ['text/plain', 'hello'],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/files/', payload, headers: { 'content-type': type, ...bearer(token) } });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ detail: 'Send the file as multipart/form-data.' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/files/',
      payload: 'no boundary here',
      headers: { 'content-type': 'multipart/form-data', ...bearer(token) },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Malformed multipart body.' });
  });

  it('is for the roles that record or register, and needs a token', async () => {
    const coordinator = (await tokensFor(t.app, 'coordinator')).access;
    expect((await send([{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }], {}, coordinator)).statusCode).toBe(403);
    const hadmin = (await tokensFor(t.app, 'hadmin')).access;
    expect((await send([{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }], {}, hadmin)).statusCode).toBe(201);
    const { body, headers } = multipart([{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/files/', payload: body, headers })).statusCode).toBe(401);
  });

  it('leaves other routes JSON-only', async () => {
    const { body, headers } = multipart([{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    const response = await t.app.inject({ method: 'POST', url: `/api/management/${appointment}/`, payload: body, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/files/:id/', () => {
  it('sends the bytes inline, sandboxed, with the detected type and the cleaned name', async () => {
    const uploaded = await send([{ name: '../../etc/ré sumé (1).pdf', type: 'text/plain', bytes: PDF_BYTES }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, name } = uploaded.json();
    expect(name).toBe('ré sumé (1).pdf');

    const lecturer = (await tokensFor(t.app, 'lecturer')).access;
    const response = await t.app.inject({ method: 'GET', url: `/api/files/${id}/`, headers: bearer(lecturer) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="r_ sum_ (1).pdf"; filename*=UTF-8''r%C3%A9%20sum%C3%A9%20%281%29.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(PDF_BYTES.length));
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('answers 404 for a file that does not exist or a row id, 403 to a coordinator, 401 without a token', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '1', '987654']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/files/${id}/`, headers: bearer(token) });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    }
    const { id } = (await send([{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }])).json();
    const coordinator = (await tokensFor(t.app, 'coordinator')).access;
    const refused = await t.app.inject({ method: 'GET', url: `/api/files/${id}/`, headers: bearer(coordinator) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('PNG');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/` })).statusCode).toBe(401);
  });
});
