/**
 * Extra-test uploads cannot fill the disk in a day: bytes per day per user and for the whole clinic are budgets
 * kept in the database; over either the upload is 429 with Retry-After and nothing is stored.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, standAtNoonOfTheUtcDay } from '../helpers/noon-clock';
import { DEFAULT_BUDGETS } from '../../../server/config';
import { patientWithAppointment } from '../helpers/clinic';
import { multipart, PNG_BYTES } from '../helpers/sections';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

const DAY = DAY_MS;
const PER_USER = 4096;
const PER_CLINIC = 6144;

let t: TestApp;
let appointment: string;

beforeAll(async () => {
  t = await createTestApp({
    config: { budgets: { ...DEFAULT_BUDGETS, extraTestBytesPerDay: PER_USER, clinicExtraTestBytesPerDay: PER_CLINIC } },
  });
  appointment = String((await patientWithAppointment(t.app)).appointmentId);
});
afterAll(async () => {
  await t?.close();
});

standAtNoonOfTheUtcDay();

const png = (size: number) => ({
  name: 'scan.png',
  type: 'image/png',
  bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]),
});

async function uploader(username: string) {
  const token = (await tokensFor(t.app, username)).access;
  return (url = '/api/files/') => {
    const { body, headers } = multipart([png(1500)], { appointment, name: 'OCT' });
    return t.app.inject({ method: 'POST', url, payload: body, headers: { ...headers, ...bearer(token) } });
  };
}

async function stored() {
  const rows = await t.app.db.selectFrom('uploaded_files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const dir = join(t.config.dataDir, 'uploads');
  return { rows: Number(rows.n), files: existsSync(dir) ? readdirSync(dir).length : 0 };
}

describe('extra-test byte budgets', () => {
  it('refuses a user\'s upload past the day\'s bytes, then the clinic\'s, with 429 and Retry-After, storing nothing', async () => {
    const student = await uploader('student');
    expect((await student()).statusCode).toBe(201);
    expect((await student(`/api/tests/extra-tests/${appointment}/`)).statusCode).toBe(201);
    let before = await stored();
    const refused = await student();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Upload limit reached: at most 4 KB of extra tests per day. Try again in 12 hours.' });
    expect(refused.headers['retry-after']).toBe(String(DAY / 2 / 1000));
    expect((await student(`/api/tests/extra-tests/${appointment}/`)).statusCode).toBe(429);
    expect(await stored()).toEqual(before);

    // Another user has bytes of their own, until the clinic's day is used up.
    const lecturer = await uploader('lecturer');
    expect((await lecturer()).statusCode).toBe(201);
    before = await stored();
    const clinic = await lecturer();
    expect(clinic.statusCode).toBe(429);
    expect(clinic.json()).toEqual({
      detail: 'Upload limit reached: at most 6 KB of extra tests per day for the whole clinic. Try again in 12 hours.',
    });
    expect(await stored()).toEqual(before);
  });
});
