import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('OpenAPI document', () => {
  it('is public and lists the auth paths with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/auth/auth/jwt/create/', 'post'],
      ['/api/auth/jwt/refresh/', 'post'],
      ['/api/auth/auth/users/me/', 'get'],
      ['/api/auth/api/check-session/', 'get'],
      ['/api/auth/api/logout/', 'post'],
      ['/api/health/', 'get'],
    ]) {
      expect(doc.paths[path!]?.[method!], `${method} ${path}`).toBeDefined();
    }
    const login = doc.paths['/api/auth/auth/jwt/create/'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
    expect(doc.paths['/api/docs/openapi.json']).toBeUndefined();
  });
});
