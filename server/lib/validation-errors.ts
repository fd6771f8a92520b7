/**
 * Turns ajv errors into the `{field: [message, …]}` body. Field names are the property path joined by dots
 * (`address.city`, `items.0.name`); errors about the whole body go under `non_field_errors`.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrorsBody } from './api-error';

const NON_FIELD = 'non_field_errors';

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  object: 'Expected an object.',
  array: 'Expected a list of items.',
  null: 'Must be null.',
};

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

function pathOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function limit(error: FastifySchemaValidationError): unknown {
  return (error.params as { limit?: unknown }).limit;
}

function messageFor(error: FastifySchemaValidationError, atRoot: boolean, data: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type': {
      if (atRoot && params.type === 'object') {
        return `Invalid data. Expected a JSON object, but got ${describe(data)}.`;
      }
      return TYPE_MESSAGES[String(params.type)] ?? 'Not a valid value.';
    }
    case 'minLength':
      return limit(error) === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${String(limit(error))} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(limit(error))} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(limit(error))}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(limit(error))}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${String(limit(error))}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${String(limit(error))}.`;
    case 'minItems':
      return `Ensure this list has at least ${String(limit(error))} items.`;
    case 'maxItems':
      return `Ensure this list has no more than ${String(limit(error))} items.`;
    case 'enum':
    case 'const':
      return 'Not a valid choice.';
    case 'format':
      return `Enter a valid ${String(params.format)}.`;
    default:
      return 'Enter a valid value.';
  }
}

/** `data` is the validated value (the request body), used only to name what arrived instead of an object. */
export function fieldErrors(errors: readonly FastifySchemaValidationError[], data: unknown): FieldErrorsBody {
  const body: FieldErrorsBody = {};
  const add = (field: string, message: string) => {
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    const path = pathOf(error.instancePath);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties') {
      add(NON_FIELD, `Unknown field: ${[...path, String(params.additionalProperty)].join('.')}.`);
      continue;
    }
    if (error.keyword === 'required') path.push(String(params.missingProperty));
    const field = path.length > 0 ? path.join('.') : NON_FIELD;
    add(field, messageFor(error, path.length === 0, data));
  }
  if (Object.keys(body).length === 0) add(NON_FIELD, 'Invalid data.');
  return body;
}
