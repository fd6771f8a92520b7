/**
 * Worst cases of the routes whose body their own schema bounds and that move stored state on: the review loop
 * (supervisor, return, approve, resubmit), a new rubric version, dispensing, actioning an absent request and giving
 * a consultation to another student. Each maximal valid request gets fresh state (a case just submitted, graded or
 * returned, a new pending request, a new appointment) prepared through the test helpers, outside the timing.
 */
import type { FastifyInstance } from 'fastify';
import { loadFormFiles } from '../../src/engine/build/load-form-files';
import { type Json } from '../../src/engine/core/schema-bounds';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';
import { requestAbsence } from '../../tests/server/helpers/absences';
import { userIdOf } from '../../tests/server/helpers/accounts';
import { patientWithAppointment } from '../../tests/server/helpers/clinic';
import { dispensableCase, dispensableItem } from '../../tests/server/helpers/dispensary';
import { gradedCase, returnedCase, submittedCase } from '../../tests/server/helpers/reviews';
import { PROJECT_SCHEMAS_DIR } from '../../tests/server/helpers/test-app';
import {
  atMaxItems,
  fillPattern,
  jsonRequest,
  maximalFromSchema,
  once,
  pastBounds,
  resolvedSchema,
  wrongBody,
  type CaseContext,
  type RouteSchemas,
  type WorstCase,
} from './worst-requests';

interface StateRoute {
  route: string;
  /** The path parameters of a request whose maximal body succeeds, on state prepared afresh. */
  prepare: () => Promise<Record<string, string | number>>;
  /** The maximal valid body, from the route's (resolved) body schema and the stored state. */
  maximal: (schema: Json) => Promise<Json>;
}

/** The rubric forms: the app's forms of which it has a version recorded. */
async function rubricForms(app: FastifyInstance): Promise<string[]> {
  type RubricForm = Parameters<FastifyInstance['rubrics']['current']>[0];
  const recorded = await Promise.all(app.forms.ids().map((id) => app.rubrics.current(id as RubricForm).then(() => [id], () => [])));
  return recorded.flat();
}

function stateRoutes(ctx: CaseContext): StateRoute[] {
  const { app, tokenOf } = ctx;
  const student = async () => tokenOf('student');
  const submitted = async () => ({ appointment: await submittedCase(app, await student()) });
  const rubricRoute = 'POST /api/grading/rubrics/:form/';
  // The largest rubric as shipped (schemas/<form>/schema.json and ui.json) is the largest valid new version.
  const largestRubric = once(async () => {
    const rubrics = (await rubricForms(app)).map((form) => {
      const files = loadFormFiles(form, PROJECT_SCHEMAS_DIR);
      return { form, body: { schema: files.schema, ui: files.uiSchema } as Json };
    });
    const largest = rubrics.sort((a, b) => JSON.stringify(b.body).length - JSON.stringify(a.body).length)[0];
    if (!largest) throw new Error(`${rubricRoute}: the app records no rubric`);
    return largest;
  });
  return [
    {
      route: 'PUT /api/reviews/:appointment/supervisor/',
      prepare: submitted,
      maximal: async (schema) => maximalFromSchema(schema, { supervisor: await userIdOf(app, 'lecturer') }),
    },
    {
      route: 'POST /api/reviews/:appointment/return/',
      prepare: submitted,
      maximal: async (schema) => maximalFromSchema(schema, { sections: atMaxItems(schema, 'sections', SECTION_FORM_IDS) }),
    },
    {
      route: 'POST /api/reviews/:appointment/approve/',
      prepare: async () => ({ appointment: await gradedCase(app, tokenOf) }),
      maximal: async (schema) => maximalFromSchema(schema),
    },
    {
      route: 'POST /api/reviews/:appointment/resubmit/',
      prepare: async () => ({ appointment: await returnedCase(app, tokenOf) }),
      maximal: async (schema) => maximalFromSchema(schema),
    },
    {
      route: rubricRoute,
      prepare: async () => ({ form: (await largestRubric()).form }),
      maximal: async () => (await largestRubric()).body,
    },
    {
      route: 'POST /api/dispensary/:appointment/dispense/',
      prepare: async () => ({ appointment: await dispensableCase(app, await student()) }),
      maximal: async (schema) => maximalFromSchema(schema, { item: await dispensableItem(app) }),
    },
    {
      route: 'PUT /api/absences/absent-requests/:id/',
      prepare: async () => ({ id: await requestAbsence(app, await student()) }),
      maximal: async (schema) => maximalFromSchema(schema),
    },
    {
      route: 'PUT /api/clients/api/appointments/:id/student/',
      prepare: async () => ({ id: (await patientWithAppointment(app)).appointmentId }),
      maximal: async (schema) => maximalFromSchema(schema, { student: await userIdOf(app, 'student') }),
    },
  ];
}

/**
 * The three worst cases of each state route. Wrong and oversized bodies are refused before any state is read,
 * so they share one prepared URL.
 */
export function stateRouteCases(ctx: CaseContext, routes: Map<string, RouteSchemas>): WorstCase[] {
  return stateRoutes(ctx).flatMap(({ route, prepare, maximal }) => {
    const [method, pattern] = route.split(' ') as [string, string];
    const url = async () => fillPattern(pattern, await prepare());
    const schema = resolvedSchema(ctx.app, routes.get(route)?.body);
    const sharedUrl = once(url);
    const send = (to: () => Promise<string>, body: () => unknown) => jsonRequest(ctx, method, pattern, to, body);
    return [
      { route, body: 'maximal valid', request: send(url, () => maximal(schema)) },
      { route, body: 'all wrong, lists full', request: send(sharedUrl, () => wrongBody(schema)) },
      { route, body: 'past the bounds', request: send(sharedUrl, () => pastBounds(schema)) },
    ] satisfies WorstCase[];
  });
}
