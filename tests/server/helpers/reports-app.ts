import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from './test-app';

/**
 * The app of a report suite: started before the file's tests with the demo student's and lecturer's access tokens,
 * closed after them. `get` answers a 200 body (and fails the test on any other status, showing the body).
 */
export function reportsTestApp() {
  let t: TestApp | undefined;
  let student = '';
  let lecturer = '';
  beforeAll(async () => {
    t = await createTestApp();
    student = (await tokensFor(t.app, 'student')).access;
    lecturer = (await tokensFor(t.app, 'lecturer')).access;
  });
  afterAll(async () => {
    await t?.close();
  });
  const started = () => {
    if (!t) throw new Error('the app is not started yet');
    return t;
  };
  return {
    get app() {
      return started().app;
    },
    get studentToken() {
      return student;
    },
    get lecturerToken() {
      return lecturer;
    },
    async get(url: string, token: string) {
      const response = await started().app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}
