/** JSON schemas shared by routes through `$ref`, e.g. `{ $ref: 'ErrorDetail#' }`. */
import { sharedPlugin } from '../lib/shared-plugin';

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
  description: 'Either `detail`, or messages per field (`non_field_errors` for the body as a whole).',
  properties: { detail: { type: 'string' } },
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
    role: { type: 'string' },
  },
  required: ['id', 'username', 'first_name', 'last_name', 'role'],
  additionalProperties: false,
} as const;

export default sharedPlugin('sightline-shared-schemas', async (app) => {
  app.addSchema(errorDetailSchema);
  app.addSchema(fieldErrorsSchema);
  app.addSchema(userSchema);
});
