import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_SECRET, tokensFor, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ME = '/api/auth/auth/users/me/';

async function signedAccess(secret: string, claims: Record<string, unknown>, exp: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt(exp - 300)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('bad access tokens', () => {
  const expectInvalid = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: ME, headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Given token not valid for any token type' });
  };

  it('an expired token (right secret, past exp)', async () => {
    const { access } = await tokensFor(t.app, 'student');
    const [, payload] = access.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await signedAccess(TEST_SECRET, { type: 'access', role: 'student', sid: claims.sid }, past);
    await expectInvalid(expired);
  });

  it('a token signed with another secret', async () => {
    const claims = { type: 'access', role: 'systems administrator', sid: 's' };
    await expectInvalid(await signedAccess('not-the-server-secret-0123456789', claims, Math.floor(Date.now() / 1000) + 300));
  });

  it('an alg:none token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '1', type: 'access', role: 'systems administrator', sid: 's', iat: now, exp: now + 300 };
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    await expectInvalid(token);
  });

  it('a refresh token used as an access token', async () => {
    const { refresh } = await tokensFor(t.app, 'student');
    await expectInvalid(refresh);
  });
});
