import type { ErrorObject } from 'ajv';

/** `{field: [message, …]}`: the error body of the API and the per-field errors of a form. */
export type FieldErrors = Record<string, string[]>;

/** Errors about the value as a whole (not one field). */
export const NON_FIELD = 'non_field_errors';

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  object: 'Expected an object.',
  array: 'Expected a list of items.',
  null: 'Must be null.',
};

/** Keywords whose error only repeats what the errors of their sub-schemas already say. */
const SILENT_KEYWORDS = new Set(['if']);

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}

function pointerToPath(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property an error belongs to, as path segments (`['objective', '0', 'axis']`); `[]` for the whole value. */
export function errorPath(error: ErrorObject): string[] {
  const path = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'errorMessage') {
    // ajv-errors wraps the original errors: a custom message for `required` belongs to the missing property.
    const inner = (params.errors as ErrorObject[] | undefined)?.[0];
    const missing = (inner?.params as Record<string, unknown> | undefined)?.missingProperty;
    if (typeof missing === 'string') path.push(missing);
    return path;
  }
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
    path.push(String(params.missingProperty));
  }
  return path;
}

function limit(error: ErrorObject): string {
  return String((error.params as { limit?: unknown }).limit);
}

/** The message a person reads for one ajv error: the schema's own `errorMessage`, else a plain default. */
export function errorMessage(error: ErrorObject, data?: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? 'Enter a valid value.';
    case 'required':
    case 'dependentRequired':
      return 'This field is required.';
    case 'type':
      if (error.instancePath === '' && params.type === 'object') {
        return `Invalid data. Expected a JSON object, but got ${describe(data)}.`;
      }
      return TYPE_MESSAGES[String(params.type)] ?? 'Not a valid value.';
    case 'minLength':
      return limit(error) === '1'
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${limit(error)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${limit(error)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${limit(error)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${limit(error)}.`;
    case 'exclusiveMinimum':
      return `Ensure this value is greater than ${limit(error)}.`;
    case 'exclusiveMaximum':
      return `Ensure this value is less than ${limit(error)}.`;
    case 'multipleOf':
      return `Ensure this value is a multiple of ${String(params.multipleOf)}.`;
    case 'minItems':
      return `Ensure this list has at least ${limit(error)} items.`;
    case 'maxItems':
      return `Ensure this list has no more than ${limit(error)} items.`;
    case 'uniqueItems':
      return 'Items must not repeat.';
    case 'enum':
    case 'const':
      return 'Not a valid choice.';
    case 'format':
      return `Enter a valid ${String(params.format)}.`;
    default:
      return 'Enter a valid value.';
  }
}

/** Whether an error adds nothing a person needs (its sub-schema's errors say it already). */
export function isSilentError(error: ErrorObject): boolean {
  return SILENT_KEYWORDS.has(error.keyword);
}

/**
 * Turns ajv errors into `{field: [message, …]}`: fields named by dotted path (`objective.0.axis`), unknown
 * properties and whole-value problems under `non_field_errors`. `data` is the validated value.
 */
export function toFieldErrors(errors: readonly ErrorObject[], data?: unknown): FieldErrors {
  const body: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    if (isSilentError(error)) continue;
    const path = errorPath(error);
    if (error.keyword === 'additionalProperties') {
      const name = String((error.params as Record<string, unknown>).additionalProperty);
      add(NON_FIELD, `Unknown field: ${[...path, name].join('.')}.`);
      continue;
    }
    add(path.length > 0 ? path.join('.') : NON_FIELD, errorMessage(error, data));
  }
  if (Object.keys(body).length === 0) add(NON_FIELD, 'Invalid data.');
  return body;
}
