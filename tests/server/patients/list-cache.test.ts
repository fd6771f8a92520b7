/**
 * The patients list reuses a page for a short while (LIST_CACHE_MS), and only while the patients' change number is
 * the one it was read under: a write through this repository or another (another server process) shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../../../server/db/repositories/index';
import { createPatientsRepository } from '../../../server/db/repositories/patients';
import { localDate } from '../../../server/lib/dates';
import { patientFields } from '../helpers/clinic';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const registration = (first_name: string) => {
  const now = new Date();
  return { fields: patientFields({ first_name }), createdBy: 1, registrationDate: localDate(now), now: now.toISOString() };
};

describe('patients list page cache', () => {
  it("shows this repository's writes and another's at once", async () => {
    const cached = createPatientsRepository(t.app.db, { pageCacheMs: 60_000 });
    const elsewhere = createRepositories(t.app.db).patients;

    const mine = await cached.create(registration('Mine'));
    expect((await cached.page(0, 10))[0]!.id).toBe(mine.id);
    const updated = await cached.update(mine.id, { fields: patientFields({ first_name: 'Renamed', primary_phone: mine.primary_phone }) }, {
      changedBy: 1,
      now: new Date().toISOString(),
    });
    expect((await cached.page(0, 10))[0]!.first_name).toBe(updated!.first_name);

    const theirs = await elsewhere.create(registration('Theirs'));
    expect((await cached.page(0, 10))[0]!.id).toBe(theirs.id);
    await elsewhere.update(theirs.id, { fields: patientFields({ first_name: 'Edited', primary_phone: theirs.primary_phone }) }, {
      changedBy: 1,
      now: new Date().toISOString(),
    });
    expect((await cached.page(0, 10))[0]!.first_name).toBe('Edited');
  });

  it('reuses a kept page while nothing changed', async () => {
    const cached = createPatientsRepository(t.app.db, { pageCacheMs: 60_000 });
    const first = await cached.page(0, 3);
    expect(await cached.page(0, 3)).toBe(first);
  });

  it('reads every time with no reuse time', async () => {
    const uncached = createPatientsRepository(t.app.db);
    const elsewhere = createRepositories(t.app.db).patients;
    await uncached.page(0, 5);
    const theirs = await elsewhere.create(registration('Later'));
    expect((await uncached.page(0, 5))[0]!.id).toBe(theirs.id);
  });
});
