/**
 * The Case Management Guide (issue 22): schemas/consultation/case-guides.json validates against its meta-schema and
 * is checked at start (a bad file stops the start, naming the problem); `GET /api/case-guides/?codes=` answers the
 * guides of the blocks the codes fall in.
 */
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { caseGuideProblems, loadCaseGuides, validateCaseGuides, type CaseGuideEntry } from '../../../server/services/case-guides';
import { editJson, schemasCopy } from '../helpers/schema-probes';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, testConfig, tokensFor, type TestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';

type Guides = { guides: CaseGuideEntry[] };

describe('the guide file', () => {
  it('validates: ten diagnosis groups, each with assessment, management, referral and advice', () => {
    const { guides, problems } = validateCaseGuides(PROJECT_SCHEMAS_DIR);
    expect(problems).toEqual([]);
    expect(guides!.map((guide) => `${guide.first}-${guide.last}`)).toEqual([
      'H10-H13', 'H15-H22', 'H25-H28', 'H30-H36', 'H40-H42', 'H43-H44', 'H46-H47', 'H49-H51', 'H52-H52', 'H53-H54',
    ]);
    expect(guides!.find((guide) => guide.id === 'glaucoma')).toMatchObject({ first: 'H40', last: 'H42', title: 'Glaucoma' });
  });

  it('refuses a block running backwards, an id named twice and overlapping blocks', () => {
    const base = loadCaseGuides(PROJECT_SCHEMAS_DIR);
    const glaucoma = base.find((guide) => guide.id === 'glaucoma')!;
    const added = [
      { ...glaucoma, id: 'backwards', first: 'H41', last: 'H39' },
      { ...glaucoma, id: 'two-letters', first: 'G99', last: 'H00' },
      { ...glaucoma, id: 'inside', first: 'H41', last: 'H41' },
      { ...glaucoma, first: 'H99', last: 'H99' },
    ];
    expect(caseGuideProblems([...base, ...added])).toEqual([
      'guide "backwards": the block H41-H39 must run forward within one chapter letter',
      'guide "two-letters": the block G99-H00 must run forward within one chapter letter',
      'guide "inside" (H41-H41) overlaps guide "glaucoma" (H40-H42)',
      'guide "glaucoma" is named twice',
    ]);
  });
});

describe('a bad guide file stops the start', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(edit: (file: Guides) => void): Promise<Error | null> {
    const dir = schemasCopy((copy) => editJson(copy, 'consultation/case-guides.json', (json) => edit(json as unknown as Guides)));
    const testDb = await createTestDb();
    const app = buildApp({ config: testConfig(testDb, { schemasDir: dir }), db: testDb.db, logger: false });
    cleanups.push(async () => {
      await app.close().catch(() => undefined);
      await testDb.cleanup();
      rmSync(dir, { recursive: true, force: true });
    });
    return app.ready().then(() => null, (error: unknown) => error as Error);
  }

  it('names a guide its meta-schema refuses (no referral criteria, a category that is no ICD category)', async () => {
    const error = await start((file) => {
      delete (file.guides[4] as Partial<CaseGuideEntry>).referral;
      file.guides[0]!.first = 'conjunctiva';
    });
    expect(error?.message).toMatch(/case guides .*case-guides\.json are invalid/);
    expect(error?.message).toContain('/guides/4 must have required property \'referral\'');
    expect(error?.message).toContain('/guides/0/first');
  });

  it('names two guides whose blocks overlap', async () => {
    const error = await start((file) => {
      file.guides[5]!.first = 'H42';
    });
    expect(error?.message).toContain('guide "vitreous-globe" (H42-H44) overlaps guide "glaucoma" (H40-H42)');
  });
});

describe('GET /api/case-guides/', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await tokensFor(t.app, 'student')).access;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it("answers the guides of the asked codes' blocks, in the file's order, with the codes each covers", async () => {
    const response = await get('/api/case-guides/?codes=H52.1,h40.11,H40.11,H25.0');
    expect(response.statusCode).toBe(200);
    const guides = response.json<{ id: string; block: string; codes: string[]; title: string; referral: string }[]>();
    expect(guides.map(({ id, block, codes }) => ({ id, block, codes }))).toEqual([
      { id: 'lens', block: 'H25-H28', codes: ['H25.0'] },
      { id: 'glaucoma', block: 'H40-H42', codes: ['H40.11'] },
      { id: 'refraction-accommodation', block: 'H52', codes: ['H52.1'] },
    ]);
    expect(guides[1]!.title).toBe('Glaucoma');
    expect(guides[1]!.referral).toMatch(/acute angle closure/i);
  });

  it('answers no guide for codes outside every block, and every guide without codes', async () => {
    expect((await get('/api/case-guides/?codes=E11.9,H00.1')).json()).toEqual([]);
    const all = (await get('/api/case-guides/')).json<{ codes: string[] }[]>();
    expect(all).toHaveLength(10);
    expect(all.every((guide) => guide.codes.length === 0)).toBe(true);
  });

  it('refuses codes that are not ICD-10 codes, in the error format', async () => {
    const response = await get('/api/case-guides/?codes=glaucoma');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ codes: ['Enter ICD-10 codes separated by commas, e.g. H40.11,H52.1.'] });
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/case-guides/' })).statusCode).toBe(401);
  });
});
