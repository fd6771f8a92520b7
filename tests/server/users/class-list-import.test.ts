/**
 * Importing a class list (issue 23): a CSV body with a header row; the preview checks without creating, the import
 * creates the good rows (each with a one-time password, each an audit event) and reports the others by row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_MESSAGE } from '../../../server/features/users/class-list';
import { bearer, createTestApp, expectErrorShape, login, tokensFor, type TestApp } from '../helpers/test-app';

const IMPORT = '/api/admin/users/import/';
const PREVIEW = '/api/admin/users/import/preview/';

let t: TestApp;
let sysadmin: string;

beforeAll(async () => {
  t = await createTestApp();
  sysadmin = (await tokensFor(t.app, 'sysadmin')).access;
});
afterAll(async () => {
  await t?.close();
});

const send = (url: string, csv: string, token = sysadmin, type = 'text/csv') =>
  t.app.inject({ method: 'POST', url, payload: csv, headers: { ...bearer(token), 'content-type': type } });

const CLASS_LIST = [
  'Username,First Name,Last Name,Role,Email',
  'kofi.adu,Kofi,Adu,Student,kofi@example.org',
  '',
  'STUDENT,Look,Alike,student,',
  'esi.ofori,Esi,Ofori,student,',
  'yaw.b,Yaw,Boakye,janitor,',
].join('\r\n');

describe('class-list import', () => {
  it('previews the rows it would create and why the others would not be, creating nothing', async () => {
    const response = await send(PREVIEW, CLASS_LIST);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        { row: 2, username: 'kofi.adu', first_name: 'Kofi', last_name: 'Adu', role: 'student', email: 'kofi@example.org' },
        { row: 5, username: 'esi.ofori', first_name: 'Esi', last_name: 'Ofori', role: 'student', email: null },
      ],
      errors: [
        { row: 4, message: 'A user named "STUDENT" already exists (names are compared ignoring case).' },
        { row: 6, message: expect.stringMatching(/^Role must be one of: systems administrator, /) },
      ],
    });
    expect(await t.app.repos.users.findByUsername('kofi.adu')).toBeUndefined();
  });

  it('creates the good rows with one-time passwords and reports the bad ones by row', async () => {
    const response = await send(IMPORT, CLASS_LIST);
    expect(response.statusCode, response.body).toBe(200);
    const { created, errors } = response.json();
    expect(created.map((user: { username: string }) => user.username)).toEqual(['kofi.adu', 'esi.ofori']);
    expect(created[0]).toMatchObject({ role: 'student', email: 'kofi@example.org', must_change_password: true, is_active: true });
    expect(errors.map((error: { row: number }) => error.row)).toEqual([4, 6]);
    const signIn = await login(t.app, 'esi.ofori', created[1].one_time_password);
    expect(signIn.json().must_change_password).toBe(true);

    const events = (await t.app.inject({ method: 'GET', url: '/api/audit/api/events/?action=create', headers: bearer(sysadmin) })).json();
    expect(events.results.map((event: { record_label: string }) => event.record_label).slice(0, 2)).toEqual(['esi.ofori', 'kofi.adu']);

    // The same list again: every row is now taken.
    const again = (await send(IMPORT, CLASS_LIST)).json();
    expect(again.created).toEqual([]);
    expect(again.errors.map((error: { row: number }) => error.row)).toEqual([2, 4, 5, 6]);
  });

  it('refuses a name repeated within the file, and a row with more cells than the header', async () => {
    const csv = 'username,first_name,last_name,role\nabe.k,Abe,K,lecturer\nABE.K,Abe,K,lecturer\nx.y,X,Y,student,extra\n';
    const { rows, errors } = (await send(PREVIEW, csv)).json();
    expect(rows.map((row: { username: string }) => row.username)).toEqual(['abe.k']);
    expect(errors).toEqual([
      { row: 3, message: 'A user named "ABE.K" already exists (names are compared ignoring case).' },
      { row: 4, message: 'This row has more cells than the header row names.' },
    ]);
  });

  it('refuses a file that is no class list: no header, no rows, too many rows, another type, no body (400, 415)', async () => {
    const noHeader = await send(IMPORT, 'kofi,Kofi,Adu,student\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toEqual({ detail: HEADER_MESSAGE });
    expect((await send(IMPORT, 'username,first name,last name,role\n\n')).json()).toEqual({ detail: 'The class list has no rows below its header row.' });
    const many = ['username,first name,last name,role', ...Array.from({ length: 501 }, (_, i) => `u${i},A,B,student`)].join('\n');
    expect((await send(PREVIEW, many)).json()).toEqual({ detail: 'A class list may hold at most 500 rows; split it into parts.' });
    expect((await send(IMPORT, 'username,first name,last name,role\nz,A,B,student', sysadmin, 'text/plain')).statusCode).toBe(415);
    const empty = await send(IMPORT, '');
    expect(empty.statusCode).toBe(400);
    expect(expectErrorShape(empty)).toBeNull();
    expect((await send(IMPORT, 'x'.repeat(200 * 1024))).statusCode).toBe(413);
  });

  it('is the systems administrator’s only', async () => {
    const hadmin = (await tokensFor(t.app, 'hadmin')).access;
    expect((await send(IMPORT, CLASS_LIST, hadmin)).statusCode).toBe(403);
    expect((await send(PREVIEW, CLASS_LIST, hadmin)).statusCode).toBe(403);
  });
});
