/**
 * The versions of the grading forms (issue 12, "Rubrics"): any signed-in user reads them; a lecturer saves a new
 * version from the rubric editor (./rubric-versions.ts checks it and numbers it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { GRADING_MESSAGES } from '../../../contracts/grading';
import { ref } from '../../../contracts/shapes';
import { ApiError } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { BODY_ERRORS, errorResponses } from '../../http/responses';
import { isRubricForm, type RubricForm, type RubricVersion } from './rubric-versions';

const TAG = 'rubrics';

// Names, not ids: an unknown one is 404.
const formParams = {
  type: 'object',
  properties: { form: { type: 'string' } },
  required: ['form'],
} as const;

const versionParams = {
  type: 'object',
  properties: { form: { type: 'string' }, version: { type: 'string' } },
  required: ['form', 'version'],
} as const;

function formOf(value: string): RubricForm {
  if (!isRubricForm(value)) throw ApiError.detail(404, GRADING_MESSAGES.noSuchRubric);
  return value;
}

const summary = ({ schema: _schema, ui: _ui, ...rest }: RubricVersion) => rest;

const rubricRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { form: string } }>(
    '/api/grading/rubrics/:form/',
    {
      schema: {
        tags: [TAG],
        summary: "A grading form's current version and every version (oldest first)",
        params: formParams,
        response: { 200: ref('RubricVersions'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const form = formOf(request.params.form);
      const [current, versions] = await Promise.all([app.rubrics.current(form), app.rubrics.list(form)]);
      return { current, versions: versions.map(summary) };
    },
  );

  app.get<{ Params: { form: string; version: string } }>(
    '/api/grading/rubrics/:form/:version/',
    {
      schema: {
        tags: [TAG],
        summary: 'One version of a grading form',
        params: versionParams,
        response: { 200: ref('RubricVersion'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const version = await app.rubrics.byVersion(formOf(request.params.form), request.params.version);
      if (!version) throw ApiError.detail(404, GRADING_MESSAGES.unknownVersion);
      return version;
    },
  );

  app.post<{ Params: { form: string }; Body: { schema: unknown; ui: unknown } }>(
    '/api/grading/rubrics/:form/',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary: 'Save a new version of a grading form',
        description:
          'Checked like `npm run check:schemas` checks a schema file: only the keywords of the rubric allow-list ' +
          '(schemas/meta/rubric.json: no pattern, format or $ref outside the document; item maxima at most 1000; texts ' +
          'with a maxLength of at most 2000), every required name a property, every field bounded, items numbers from 0 ' +
          'with a positive maximum and a step, declared totalMaximum values adding up; refused with `{schema: [messages]}`. ' +
          'The version is the latest one with its minor part + 1; grades given from then on use it.',
        params: formParams,
        body: ref('RubricVersionPayload'),
        response: { 201: ref('RubricVersion'), ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request, reply) => {
      const form = formOf(request.params.form);
      const created = await app.rubrics.create(form, request.body, request.user!.id);
      return reply.code(201).send(created);
    },
  );
};

export default rubricRoutes;
