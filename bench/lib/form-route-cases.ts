/**
 * Worst cases of the routes whose body is a form's data, validated by the handler with that form's schema: section
 * marks and final grading (the rubric forms), the clinic schedule, stock additions and counts, and any route whose
 * registered body schema names its form (`x-form`, contracts/shapes.ts). Bodies are read from the form's bounds:
 * its fullest valid fixture with every number at its `maximum`, lists at `maxItems` and texts at `maxLength`, sent
 * as the client sends it (src/api/adapters).
 */
import { X_FORM } from '../../contracts/shapes';
import { adapters } from '../../src/api/adapters/index';
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { type Json } from '../../src/engine/core/schema-bounds';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';
import { isRecord } from '../../src/lib/is-record';
import { userIdOf } from '../../tests/server/helpers/accounts';
import { stockLineId } from '../../tests/server/helpers/inventory';
import { submittedCase } from '../../tests/server/helpers/reviews';
import { PROJECT_SCHEMAS_DIR } from '../../tests/server/helpers/test-app';
import { atMaxima, maximalValid } from './worst-bodies';
import {
  fillPattern,
  json,
  jsonRequest,
  MAX_BODY,
  once,
  pastBounds,
  resolvedSchema,
  wrongBody,
  type CaseContext,
  type RouteSchemas,
  type WorstCase,
} from './worst-requests';


export interface FormRoute {
  route: string;
  formId: string;
  /** The path parameters of a request whose maximal body succeeds (on state prepared for it); none by default. */
  prepare?: () => Promise<Record<string, string | number>>;
  /** The values of the form data that only stored state can supply (ids, a date no other request took). */
  fill?: (data: Json) => Promise<Json>;
}

/** The form routes whose state or path a maximal body needs prepared: the form each one's handler validates with. */
function namedFormRoutes(ctx: CaseContext): FormRoute[] {
  const { app, tokenOf } = ctx;
  // Marks and gradings are given to a case in review; they move no state, so one case takes them all.
  const inReview = once(async () => submittedCase(app, await tokenOf('student')));
  let scheduleDays = 0;
  const onStockLine = async (data: Json) => ({ ...data, item: await stockLineId(app) });
  return [
    {
      route: 'POST /api/marks/:appointment/:section/',
      formId: 'section-marks',
      prepare: async () => ({ appointment: await inReview(), section: SECTION_FORM_IDS[0]! }),
    },
    {
      route: 'POST /api/grading/:appointment/',
      formId: 'final-grading',
      prepare: async () => ({ appointment: await inReview() }),
    },
    {
      route: 'POST /api/clinic-schedule/schedules/',
      formId: 'clinic-schedule',
      // A staff member is scheduled once a day: every request its own day, far from any other bench's dates.
      fill: async (data) => {
        scheduleDays += 1;
        const date = new Date(Date.UTC(2034, 0, scheduleDays)).toISOString().slice(0, 10);
        return { ...data, date, staff_ids: [await userIdOf(app, 'lecturer'), await userIdOf(app, 'student')] };
      },
    },
    { route: 'POST /api/inventory/movements/', formId: 'stock-addition', fill: onStockLine },
    { route: 'POST /api/inventory/counts/', formId: 'stock-count', fill: onStockLine },
  ];
}

/** Every route without path parameters whose registered body schema names its form. */
function taggedFormRoutes(ctx: CaseContext, routes: Map<string, RouteSchemas>): FormRoute[] {
  return [...routes].flatMap(([route, schemas]) => {
    const formId = resolvedSchema(ctx.app, schemas.body)[X_FORM];
    const pattern = route.split(' ')[1]!;
    if (typeof formId !== 'string' || pattern.includes(':')) return [];
    return [{ route, formId }];
  });
}

function formCases(ctx: CaseContext, routes: Map<string, RouteSchemas>, { route, formId, prepare = async () => ({}), fill = async (data) => data }: FormRoute): WorstCase[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = async () => fillPattern(pattern, await prepare());
  const files = loadFormFiles(formId, PROJECT_SCHEMAS_DIR);
  const schema = files.schema as Json;
  const adapter = adapters[formId];
  if (!adapter) throw new Error(`${route}: no client adapter for the form ${formId}`);
  const toPayload = (data: Json) => adapter.toPayload(data, { schema }) as unknown;
  const validate = (data: unknown) => ctx.app.forms.validate(formId, data);
  const routeSchema = resolvedSchema(ctx.app, routes.get(route)?.body);
  const maximal = once(async () => {
    const fullest = Object.values(files.validFixtures)
      .filter(isRecord)
      .sort((a, b) => json(b).length - json(a).length)[0];
    if (!fullest) throw new Error(`${formId}: no valid fixture to grow`);
    const filled = await fill(structuredClone(fullest));
    return maximalValid(schema, atMaxima(schema, filled, validate), validate, (data) => json(toPayload(data)), MAX_BODY);
  });
  const sharedUrl = once(url);
  const send = (to: () => Promise<string>, body: () => unknown) => jsonRequest(ctx, method, pattern, to, body);
  return [
    { route, body: 'maximal valid', request: send(url, async () => toPayload(await fill(await maximal()))) },
    { route, body: 'all wrong, lists full', request: send(sharedUrl, () => wrongBody(routeSchema, schema)) },
    { route, body: 'past the bounds', request: send(sharedUrl, () => pastBounds(schema)) },
  ];
}

/** The worst cases of every route whose body is a form's data (`covered`: routes that have theirs already). */
export function formRouteCases(ctx: CaseContext, routes: Map<string, RouteSchemas>, covered: Set<string>): WorstCase[] {
  // A route named with what its state needs comes before the same route found by its tag, and is taken once.
  const byRoute = new Map<string, FormRoute>();
  for (const formRoute of [...namedFormRoutes(ctx), ...taggedFormRoutes(ctx, routes)]) {
    if (!byRoute.has(formRoute.route)) byRoute.set(formRoute.route, formRoute);
  }
  const formRoutes = [...byRoute.values()].filter((r) => routes.has(r.route) && !covered.has(r.route));
  return formRoutes.flatMap((formRoute) => formCases(ctx, routes, formRoute));
}
