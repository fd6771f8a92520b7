/**
 * A clinic behind one address whose staff all sign in at the same moment: 30 correct sign-ins at once from one
 * address all succeed (they wait their turn for a password check instead of being turned away).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/services/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';

const USERS = Array.from({ length: 30 }, (_, i) => `nat-student-${i}`);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const created_at = new Date().toISOString();
  await t.app.db
    .insertInto('users')
    .values(USERS.map((username, i) => ({ username, role: 'student', first_name: 'Nat', last_name: `Student ${i}`, is_active: 1, password_hash, created_at })))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('30 simultaneous correct sign-ins from one address', () => {
  it('all succeed (200), with the default limits', async () => {
    const responses = await Promise.all(
      USERS.map((username) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/auth/jwt/create/',
          payload: { username, password: DEMO_PASSWORD },
          remoteAddress: '10.30.0.1',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(USERS.map(() => 200));
    expect(responses.every((r) => typeof r.json().access === 'string')).toBe(true);
    expect(t.app.loginGate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
