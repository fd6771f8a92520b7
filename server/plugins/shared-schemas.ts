/**
 * JSON schemas shared by routes through `$ref`, e.g. `{ $ref: 'ErrorDetail#' }`. The other shapes of the routes are
 * named in the OpenAPI document by their `title` instead (server/lib/openapi-document.ts).
 */
import fp from 'fastify-plugin';
import { ROLES } from '../../src/lib/permissions';
import { loadSharedDefinitions } from '../../src/engine/build/load-form-files';
import { ID_REF_DEFINITION, ID_REF_SCHEMA_ID } from '../../src/engine/core/id-refs';

export const errorDetailSchema = {
  $id: 'ErrorDetail',
  type: 'object',
  description: 'A single error message.',
  properties: { detail: { type: 'string' } },
  required: ['detail'],
  additionalProperties: false,
} as const;

export const fieldErrorsSchema = {
  $id: 'FieldErrors',
  type: 'object',
  description:
    'Either `detail`, or messages per field (`non_field_errors` for the body as a whole); a duplicate primary ' +
    'phone also lists the patients holding it in `existing_patients`.',
  properties: {
    detail: { type: 'string' },
    existing_patients: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          patient_id: { type: 'string' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          dob: { type: 'string' },
        },
      },
    },
  },
  additionalProperties: { type: 'array', items: { type: 'string' } },
} as const;

export const userSchema = {
  $id: 'User',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    role: {
      type: 'string',
      enum: [...ROLES],
      description: "The specification's role words (platform §1), always in lower case; compare them ignoring case.",
    },
  },
  required: ['id', 'username', 'first_name', 'last_name', 'role'],
  additionalProperties: false,
} as const;

/**
 * `IdRef`: the forms' shared `idRef` definition (schemas/shared/defs.json, read from the forms' folder) as a named
 * route schema. A route body property `{ $ref: 'IdRef#' }` names a record by id, and its id text (`"5"`) is read
 * as the number before validation (server/plugins/id-refs.ts).
 */
export function idRefSchema(schemasDir: string): Record<string, unknown> {
  const definitions = loadSharedDefinitions(schemasDir).documents['../shared/defs.json']?.$defs as Record<string, unknown> | undefined;
  const definition = definitions?.[ID_REF_DEFINITION];
  if (typeof definition !== 'object' || definition === null) {
    throw new Error(`schemas/shared/defs.json in ${schemasDir} has no "${ID_REF_DEFINITION}" definition.`);
  }
  const { $comment: _comment, ...rules } = definition as Record<string, unknown>;
  return {
    ...rules,
    $id: ID_REF_SCHEMA_ID,
    description: 'The id of a stored record: a whole number from 1, also accepted as text ("5").',
  };
}

export default fp(async (app) => {
  app.addSchema(idRefSchema(app.forms.dir));
  app.addSchema(errorDetailSchema);
  app.addSchema(fieldErrorsSchema);
  app.addSchema(userSchema);
}, { name: 'sightline-shared-schemas', dependencies: ['sightline-form-schemas'] });
