/**
 * The permission table drives this test: every registered route × every role (and no one) must get exactly
 * what config/permissions.json says.
 */
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table from '../../config/permissions.json' with { type: 'json' };
import { can, ROLES } from '../../src/lib/permissions';
import { ruleFor } from '../../server/plugins/auth';
import { SECTION_MANIFEST } from '../../src/lib/consultation-sections';
import { apiRoute } from '../../src/lib/section-manifest';
import { DEMO_USERS } from '../../server/db/seed/demo-users';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const UNLISTED = '/api/test/unlisted/';
const RESTRICTED = '/api/test/lecturers-only/';
let t: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.addHook('onRoute', (route) => {
        for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url });
      });
      // A route nobody put in the table: it must be refused to everyone, signed in or not.
      app.get(UNLISTED, async () => ({ leaked: true }));
      app.get(RESTRICTED, async () => ({ ok: true }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

async function tokenFor(username: string): Promise<string> {
  // A fresh session per request, so that calling logout does not end the session of the next case.
  const user = await t.app.repos.users.findByUsername(username);
  return (await t.app.sessions.startSession({ id: user!.id, role: user!.role })).access;
}

describe('permission table', () => {
  it('collected the routes, including HEAD twins of GET routes', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes).toContainEqual({ method: 'HEAD', url: '/api/health/' });
  });

  it('has an entry for every registered /api route, and every /api entry is a registered route', () => {
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'));
    const missing = apiRoutes.filter((r) => ruleFor(r.method, r.url) === undefined);
    expect(missing).toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(table.routes).filter((key) => key.includes(' /api/') && !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('names only known actions, and demo users cover every role', () => {
    const actions = new Set(Object.keys(table.actions));
    const unknown = [...Object.values(table.routes), ...Object.values(table.sectionRoutes)].filter((rule) => rule !== 'public' && !actions.has(rule));
    expect(unknown).toEqual([]);
    expect([...ROLES].sort()).toEqual([...table.roles].sort());
    expect(DEMO_USERS.map((u) => u.role).sort()).toEqual([...ROLES].sort());
  });

  it('denies a route with no entry to everyone', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: UNLISTED });
    expect(anonymous.statusCode).toBe(403);
    for (const user of DEMO_USERS) {
      const response = await t.app.inject({ method: 'GET', url: UNLISTED, headers: bearer(await tokenFor(user.username)) });
      expect(response.statusCode, user.username).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });

  it('refuses roles outside an action, using the same table', async () => {
    // The guard reads the imported table object; an entry added here behaves like one in the file.
    (table.routes as Record<string, string>)[`GET ${RESTRICTED}`] = 'reviews.pending';
    try {
      for (const user of DEMO_USERS) {
        const response = await t.app.inject({ method: 'GET', url: RESTRICTED, headers: bearer(await tokenFor(user.username)) });
        expect(response.statusCode, user.username).toBe(user.role === 'lecturer' ? 200 : 403);
      }
      expect((await t.app.inject({ method: 'GET', url: RESTRICTED })).statusCode).toBe(401);
    } finally {
      delete (table.routes as Record<string, string>)[`GET ${RESTRICTED}`];
    }
  });

  it('gives the decided roles to the routes of patients, bookings, records, files and the audit trail', () => {
    // docs/decisions.md, "One permission table": written out here so that a change of the table is a visible decision.
    const everyone = [...ROLES];
    const clinicians = ['student', 'lecturer', 'systems administrator'];
    const recordReaders = ['systems administrator', 'hospital administrator', 'lecturer', 'student'];
    const decided: Record<string, readonly string[]> = {
      'POST /api/clients/api/patients/': ['hospital administrator'],
      'PUT /api/clients/api/update-patient/:id/': ['hospital administrator'],
      'GET /api/clients/api/patient-detail/:id/': everyone,
      'GET /api/clients/api/patient-detail/:id/history/': ['systems administrator', 'hospital administrator'],
      'POST /api/clients/api/appointments/': everyone,
      'PATCH /api/clients/api/:id/complete/': clinicians,
      'GET /api/files/:id/': recordReaders,
      'GET /api/audit/api/events/': ['systems administrator'],
    };
    // Every section's save and read route, at the paths of the section manifest.
    for (const entry of SECTION_MANIFEST.sections) {
      decided[`POST ${apiRoute(entry.save.path)}`] = clinicians;
      decided[`GET ${apiRoute(entry.read.path)}`] = recordReaders;
    }
    expect(Object.keys(decided).length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const [key, roles] of Object.entries(decided)) {
      const [method, url] = key.split(' ') as [string, string];
      const rule = ruleFor(method, url);
      const allowed = ROLES.filter((role) => rule !== undefined && can(role, rule));
      if ([...allowed].sort().join() !== [...roles].sort().join()) wrong.push(`${key}: ${allowed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has one set of actions: every action is a route rule, a menu entry, or a screen gate within the action it leads to', () => {
    const ruled = new Set([...Object.values(table.routes), ...Object.values(table.sectionRoutes)]);
    // Screen gates the specification narrows further than the server action behind them, and actions of screens not
    // built yet (no route either way).
    const narrower: Record<string, string> = {
      'appointment.attend': 'appointment.consult',
      'appointment.book_from_list': 'appointment.book',
      // The cohort's reports: the summary route (reports.view) answers lecturers the whole cohort.
      'reports.cohort': 'reports.view',
    };
    const notBuilt = new Set(['grading.grade', 'reviews.pending']);
    // Role lists a service reads for a rule within a route: who is on the rota, who approves whose leave, who is bound
    // by a consultation's owner, whose approved absences the calendar shows.
    const roleLists = new Set(['schedule.rostered', 'absence.approve.student', 'absence.approve.lecturer', 'consultation.own', 'schedule.absences']);
    const stray: string[] = [];
    for (const [action, roles] of Object.entries(table.actions)) {
      if (ruled.has(action) || action.startsWith('nav.') || notBuilt.has(action) || roleLists.has(action)) continue;
      const wider = narrower[action];
      if (wider && roles.every((role) => can(role, wider))) continue;
      stray.push(action);
    }
    expect(stray).toEqual([]);
  });

  it('gives every route × role the status the table implies', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/test/')) continue;
      const rule = ruleFor(route.method, route.url);
      const url = concrete(route.url);
      const method = route.method as NonNullable<InjectOptions['method']>;
      const who: { name: string; role: string | null }[] = [
        { name: 'anonymous', role: null },
        ...DEMO_USERS.map((u) => ({ name: u.username, role: u.role })),
      ];
      for (const { name, role } of who) {
        const headers = role === null ? {} : bearer(await tokenFor(name));
        const { statusCode } = await t.app.inject({ method, url, headers });
        const refused = statusCode === 401 || statusCode === 403;
        let expected: string;
        let ok: boolean;
        if (rule === 'public') {
          expected = 'not 401/403';
          ok = !refused;
        } else if (role === null) {
          expected = '401';
          ok = statusCode === 401;
        } else if (rule !== undefined && can(role, rule)) {
          expected = 'not 401/403';
          ok = !refused;
        } else {
          expected = '403';
          ok = statusCode === 403;
        }
        if (!ok) failures.push(`${route.method} ${route.url} as ${name}: got ${statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
