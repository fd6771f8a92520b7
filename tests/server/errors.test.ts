/** The error handler's last line of defence, proven with throwaway routes added to a test app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../config/permissions.json' with { type: 'json' };
import { createTestApp, expectErrorShape, type TestApp } from './helpers/test-app';

const routes = table.routes as Record<string, string>;
const TEST_ROUTES = ['GET /api/test/boom/', 'GET /api/test/teapot/', 'GET /api/test/query/'];
let t: TestApp;

beforeAll(async () => {
  // The guard reads the imported table object; these entries exist only in this test process.
  for (const key of TEST_ROUTES) routes[key] = 'public';
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/boom/', async () => {
        throw new Error('database password is hunter2 at secret-module.ts:12');
      });
      app.get('/api/test/teapot/', async () => {
        throw Object.assign(new Error('internal detail from a library'), { statusCode: 418 });
      });
      app.get(
        '/api/test/query/',
        { schema: { querystring: { type: 'object', properties: { page: { type: 'integer' } }, additionalProperties: false } } },
        async (request) => request.query,
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
  for (const key of TEST_ROUTES) delete routes[key];
});

describe('error handler', () => {
  it('answers an unexpected error with a bare 500 and nothing of the error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('replaces the message of a 4xx raised by other code with a generic one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/teapot/' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ detail: 'Malformed request.' });
    expect(expectErrorShape(response)).toBeNull();
  });

  it('does not coerce query strings: numbers in the query are strings', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/test/query/?page=2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: ['A valid integer is required.'] });
    const extra = await t.app.inject({ method: 'GET', url: '/api/test/query/?size=2' });
    expect(extra.json()).toEqual({ non_field_errors: ['Unknown field: size.'] });
  });

  it('returns the request id header on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom/' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
