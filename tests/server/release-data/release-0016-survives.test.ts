/**
 * Records written by the release at migration 0016 survive every later migration: on a fresh database (SQLite or
 * PostgreSQL, by TEST_DB) migrated to 0016 only, the rows that release wrote are loaded as they were; the database
 * is then migrated to the latest and the app built on it, and every read that release answered must be answered
 * identically (status and body, deep equality) by the same user.
 *
 * How the data was made: `tests/server/release-data/capture-release-0016.ts`, run with the code of that release
 * (the commit in `tests/fixtures/release-0016/meta.json`) on SQLite, saved every valid fixture of every form
 * (`schemas/<form>/fixtures/valid-*.json`) through the API as that release's client sent it, then asked every read
 * endpoint of those records, and wrote the rows of every table (`tables/`) and the answers (`reads.json`).
 *
 * NEVER regenerate this data with newer code: it is the previous release's output, the very thing a migration must
 * carry forward. A later release that needs the same guard captures its own folder with its own code.
 *
 * Nothing is normalised: the capture's clock stood at one instant for its sign-ins and reads (`readsAt`), and this
 * test stands `Date` at that same instant (only `Date`: the server's timers run), so tokens are fresh and every
 * answer that depends on today sees the same day. Files uploaded by the capture are not kept (only their rows), so
 * no read here asks for a file's bytes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';
import { loadReleaseRows, parseReadKey, readReleaseData } from './release-data';

const release = readReleaseData('release-0016');
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(release.meta.readsAt));
  t = await createTestApp({ beforeMigrate: (testDb) => loadReleaseRows(testDb, release) });
  const usernames = new Set(Object.keys(release.reads).map((key) => parseReadKey(key).username));
  for (const username of usernames) tokens[username] = (await tokensFor(t.app, username)).access;
});

afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe(`records written at ${release.meta.migration}, migrated to the latest`, () => {
  it.each(Object.entries(release.reads))('%s is answered as that release answered it', async (key, captured) => {
    const { method, url, username } = parseReadKey(key);
    const response = await t.app.inject({ method, url, headers: bearer(tokens[username]!) });
    expect({ status: response.statusCode, body: response.json() }).toEqual(captured);
  });
});
