/**
 * The versions of the grading forms (issue 12, "Rubrics"): any signed-in user reads them; a lecturer saves a new
 * version from the rubric editor (server/services/rubric-versions.ts checks it and numbers it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { SMALL_BODY_LIMIT } from '../../lib/body-limits';
import { isRubricForm, RUBRIC_FORMS, type RubricForm, type RubricVersion } from '../../services/rubric-versions';
import { BODY_ERRORS, errorResponses } from '../../http/responses';

const TAG = 'rubrics';

export const versionSchema = {
  title: 'RubricVersion',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    form: { type: 'string', enum: [...RUBRIC_FORMS] },
    version: { type: 'string', description: 'Semantic version; a version saved in the app is the latest minor + 1.' },
    schema: { type: 'object', additionalProperties: true, description: 'The JSON Schema (bundled).' },
    ui: { type: 'object', additionalProperties: true, description: 'The UI schema.' },
    source: { type: 'string', enum: ['file', 'app'] },
    created_by: { type: ['integer', 'null'] },
    created_by_name: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'form', 'version', 'schema', 'ui', 'source', 'created_by', 'created_by_name', 'created_at'],
  additionalProperties: false,
} as const;

const summarySchema = {
  title: 'RubricVersionSummary',
  type: 'object',
  properties: {
    id: versionSchema.properties.id,
    form: versionSchema.properties.form,
    version: versionSchema.properties.version,
    source: versionSchema.properties.source,
    created_by: versionSchema.properties.created_by,
    created_by_name: versionSchema.properties.created_by_name,
    created_at: versionSchema.properties.created_at,
  },
  required: ['id', 'form', 'version', 'source', 'created_by', 'created_by_name', 'created_at'],
  additionalProperties: false,
} as const;

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

const bodySchema = {
  title: 'RubricVersionBody',
  type: 'object',
  properties: {
    schema: { type: 'object', maxProperties: 64, description: 'The new JSON Schema of the form.' },
    ui: { type: 'object', maxProperties: 64, description: 'The new UI schema.' },
  },
  required: ['schema', 'ui'],
  additionalProperties: false,
} as const;

function formOf(value: string): RubricForm {
  if (!isRubricForm(value)) throw ApiError.detail(404, 'No such rubric.');
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
        response: {
          200: {
            title: 'RubricVersions',
            type: 'object',
            properties: { current: versionSchema, versions: { type: 'array', items: summarySchema } },
            required: ['current', 'versions'],
            additionalProperties: false,
          },
          ...errorResponses(401, 403, 404),
        },
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
        response: { 200: versionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const version = await app.rubrics.byVersion(formOf(request.params.form), request.params.version);
      if (!version) throw ApiError.detail(404, 'No such version of this rubric.');
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
        body: bodySchema,
        response: { 201: versionSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
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
