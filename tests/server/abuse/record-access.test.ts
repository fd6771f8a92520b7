/**
 * Who may read clinical records (docs/decisions.md, "Who reads clinical records"): students, lecturers and both
 * administrators read every consultation section and the files of an appointment; coordinators, who run the rota,
 * get 403 on every section read and on every file, whatever exists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { freshContext, payloadFor, prepareFixture, SECTION_ROUTES, upload, type SectionRoute } from '../helpers/sections';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

const READERS = ['student', 'lecturer', 'hadmin', 'sysadmin'];
const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of [...READERS, 'coordinator']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });

/** A saved record of the route's form (its first valid fixture) at a fresh appointment; answers its read URL. */
async function saved(route: SectionRoute): Promise<string> {
  const context = await freshContext(t.app);
  const [first] = Object.values(loadFormFiles(route.formId, PROJECT_SCHEMAS_DIR).validFixtures);
  const formData = await prepareFixture(t.app, tokens.student!, route, first, context);
  const response = await t.app.inject({
    method: 'POST',
    url: route.post(context.appointmentId),
    payload: payloadFor(route, formData, context) as object,
    headers: bearer(tokens.student!),
  });
  if (response.statusCode !== 201) throw new Error(`save refused: ${response.statusCode} ${response.body}`);
  return route.get(route.read === 'patient' ? context.patientId : context.appointmentId);
}

describe.each(SECTION_ROUTES)('reading the $name', (route) => {
  it('is refused to a coordinator, saved or not', async () => {
    const url = await saved(route);
    const response = await get(url, 'coordinator');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    const nothingSaved = await freshContext(t.app);
    const empty = route.get(route.read === 'patient' ? nothingSaved.patientId : nothingSaved.appointmentId);
    expect((await get(empty, 'coordinator')).statusCode).toBe(403);
  });

  it('is answered to students, lecturers and both administrators', async () => {
    const url = await saved(route);
    for (const user of READERS) {
      const response = await get(url, user);
      expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
    }
  });
});

describe('reading an uploaded file', () => {
  it('is refused to a coordinator and answered to the roles that read records', async () => {
    const { appointmentId } = await freshContext(t.app);
    const id = await upload(t.app, tokens.student!, appointmentId);
    const refused = await get(`/api/files/${id}/`, 'coordinator');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    for (const user of READERS) {
      const response = await get(`/api/files/${id}/`, user);
      expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('is refused to a coordinator even for a file that does not exist (no probing)', async () => {
    expect((await get('/api/files/AAAAAAAAAAAAAAAAAAAAAA/', 'coordinator')).statusCode).toBe(403);
  });
});
