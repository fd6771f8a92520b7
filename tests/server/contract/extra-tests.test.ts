/**
 * Contract: extra tests (consultation §3, §7). A spec-following client saves a test as a multipart form —
 * `name, notes, appointment, file`, and for tonometry `method, iop_od, iop_os, recorded_at` without a file — to
 * `POST tests/extra-tests/{appointmentId}/`, and lists them with `GET tests/extra-tests/{appointmentId}/` as
 * `id, name, method, iop_od, iop_os, recorded_at, file, notes`, where `file` is a URL the same client opens with its
 * token (docs/decisions.md, "API contract").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithAppointment } from '../helpers/clinic';
import { multipart, PNG_BYTES } from '../helpers/sections';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

/** The fields of a listed test in the spec, and the two the record adds (documented, always present). */
const SPEC_FIELDS = ['id', 'name', 'method', 'iop_od', 'iop_os', 'recorded_at', 'file', 'notes'];
const RECORD_FIELDS = ['appointment', 'saved_at'];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

const url = (appointmentId: number) => `/api/tests/extra-tests/${appointmentId}/`;

/** A browser's FormData: text fields in the order appended, then the file (if any) under `file`. */
function sendForm(appointmentId: number, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, headers = {}) {
  const form = multipart(file ? [{ field: 'file', ...file }] : [], fields);
  return t.app.inject({ method: 'POST', url: url(appointmentId), payload: form.body, headers: { ...form.headers, ...bearer(token), ...headers } });
}

function list(appointmentId: number, headers = {}) {
  return t.app.inject({ method: 'GET', url: url(appointmentId), headers: { ...bearer(token), ...headers } });
}

/** The client opens the URL as it is, with its token (the inject client reaches the host the URL names). */
function open(fileUrl: string) {
  const { pathname, search } = new URL(fileUrl, 'http://localhost');
  return t.app.inject({ method: 'GET', url: `${pathname}${search}`, headers: bearer(token) });
}

/**
 * A test as answered; on the list it also names who saved it (`saved_by_name`), as every other section's read does,
 * and carries the section's `average_marks`.
 */
function expectListedShape(item: Record<string, unknown>, { listed = false } = {}) {
  const fields = [...SPEC_FIELDS, ...RECORD_FIELDS, ...(listed ? ['saved_by_name', 'average_marks'] : [])];
  expect(Object.keys(item).sort()).toEqual(fields.sort());
  expect(item.id).toEqual(expect.any(Number));
  expect(item.name).toEqual(expect.any(String));
  expect(item.notes).toEqual(expect.any(String));
  for (const key of ['method', 'recorded_at', 'file']) expect(item[key] === null || typeof item[key] === 'string', key).toBe(true);
  for (const key of ['iop_od', 'iop_os']) expect(item[key] === null || typeof item[key] === 'number', key).toBe(true);
}

describe('extra tests as a multipart form', () => {
  it('saves name, notes, appointment and a PNG file (201); the file is a URL the same client reads the bytes from', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const saved = await sendForm(
      appointmentId,
      { name: 'OCT', notes: 'Macula flat, both eyes', appointment: String(appointmentId) },
      { name: 'oct-scan.png', type: 'image/png', bytes: PNG_BYTES },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saved.json();
    expectListedShape(body);
    expect(body).toMatchObject({
      name: 'OCT',
      notes: 'Macula flat, both eyes',
      method: null,
      iop_od: null,
      iop_os: null,
      recorded_at: null,
      appointment: appointmentId,
      file: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/api\/files\/[A-Za-z0-9_-]{22}\/$/),
    });

    const file = await open(body.file);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Without the token the file is not answered.
    const { pathname } = new URL(body.file);
    expect((await t.app.inject({ method: 'GET', url: pathname })).statusCode).toBe(401);
  });

  it('saves tonometry without a file (201): method, pressures and time as the form sends them', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const saved = await sendForm(appointmentId, {
      name: 'Tonometry',
      notes: '',
      appointment: String(appointmentId),
      method: 'Applanation',
      iop_od: '14.5',
      iop_os: '16',
      recorded_at: '2026-11-21T09:30',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Tonometry',
      method: 'Applanation',
      iop_od: 14.5,
      iop_os: 16,
      recorded_at: '2026-11-21T09:30',
      file: null,
      notes: '',
    });

    // A browser whose file input was left empty sends a nameless empty part: no file.
    const empty = await sendForm(
      appointmentId,
      { name: 'Tonometry', appointment: String(appointmentId), method: 'Tonopen', iop_od: '12', iop_os: '13', recorded_at: '09:45' },
      { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
    );
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json()).toMatchObject({ name: 'Tonometry', method: 'Tonopen', iop_od: 12, iop_os: 13, recorded_at: '09:45', file: null });
  });

  it("answers the spec's messages for a test without a name or (other than tonometry) without a file", async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const noFile = await sendForm(appointmentId, { name: 'OCT', notes: '', appointment: String(appointmentId) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: ['Test name and file are required.'] });
    const noName = await sendForm(appointmentId, { notes: 'x', appointment: String(appointmentId) }, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toEqual({ name: ['Test name and file are required.'] });
    expect((await list(appointmentId)).json()).toEqual([]);
  });
});

describe('the list of extra tests', () => {
  it('lists every test oldest first with exactly the spec fields (and the record\'s appointment and time)', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const oct = await sendForm(
      appointmentId,
      { name: 'OCT', notes: 'Scan', appointment: String(appointmentId) },
      { name: 'oct.png', type: 'image/png', bytes: PNG_BYTES },
    );
    const tonometry = await sendForm(appointmentId, {
      name: 'Tonometry',
      appointment: String(appointmentId),
      method: 'Non-Contact',
      iop_od: '15',
      iop_os: '15.5',
    });
    expect([oct.statusCode, tonometry.statusCode]).toEqual([201, 201]);

    const response = await list(appointmentId);
    expect(response.statusCode).toBe(200);
    const items = response.json() as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    for (const item of items) expectListedShape(item, { listed: true });
    // As saved, and naming who saved each (a save's answer leaves the name out, as every section's does).
    expect(items).toEqual(
      [oct.json(), tonometry.json()].map((saved) => ({ ...saved, saved_by_name: expect.any(String), average_marks: null })),
    );
    expect(response.headers['x-average-marks']).toBe('null');
    expect(items[1]).toEqual({
      id: tonometry.json().id,
      name: 'Tonometry',
      method: 'Non-Contact',
      iop_od: 15,
      iop_os: 15.5,
      recorded_at: null,
      file: null,
      notes: '',
      appointment: appointmentId,
      saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      saved_by_name: expect.any(String),
      average_marks: null,
    });
    const file = await open(items[0]!.file as string);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('builds the URL on the host the client called (a proxy\'s, with TRUST_PROXY), and takes it back in a JSON save', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const saved = await sendForm(
      appointmentId,
      { name: 'B-Scan', appointment: String(appointmentId) },
      { name: 'b.png', type: 'image/png', bytes: PNG_BYTES },
      { host: 'sightline.example:8443' },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().file).toMatch(/^http:\/\/sightline\.example:8443\/api\/files\/[A-Za-z0-9_-]{22}\/$/);

    // A listed test sent back as JSON names its file by that URL: the same file.
    const again = await t.app.inject({
      method: 'POST',
      url: url(appointmentId),
      payload: { name: 'B-Scan', notes: 'Second look', appointment: appointmentId, file: saved.json().file },
      headers: bearer(token),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(new URL(again.json().file).pathname).toBe(new URL(saved.json().file).pathname);
  });
});
