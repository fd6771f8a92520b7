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

/** The plain message for a missing property whose schema gives no text of its own. */
export const REQUIRED_MESSAGE = 'This field is required.';

/** The message a person reads for one ajv error: the schema's own `errorMessage`, else a plain default. */
export function errorMessage(error: ErrorObject, data?: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? 'Enter a valid value.';
    case 'required':
    case 'dependentRequired':
      return REQUIRED_MESSAGE;
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
    case 'minProperties':
      return `Ensure this object has at least ${limit(error)} fields.`;
    case 'maxProperties':
      return `Ensure this object has no more than ${limit(error)} fields.`;
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

/** At most this many messages in one error report (the notice that some were left out counts as one). */
export const MAX_ERROR_MESSAGES = 100;

/** The notice that ends a report cut short, `shown` messages before it. */
export function tooManyErrors(shown: number): string {
  return `Too many errors; only the first ${shown} are shown.`;
}

const TOO_MANY = /^Too many errors; only the first \d+ are shown\.$/;

/**
 * Turns ajv errors into `{field: [message, …]}`: fields named by dotted path (`objective.0.axis`), unknown
 * properties and whole-value problems under `non_field_errors`. `data` is the validated value. At most
 * `maxMessages` messages: past that the rest are not even worded, and `non_field_errors` says so.
 */
export function toFieldErrors(errors: readonly ErrorObject[], data?: unknown, maxMessages = MAX_ERROR_MESSAGES): FieldErrors {
  const body: FieldErrors = {};
  let count = 0;
  let cut = false;
  const add = (field: string, message: string): boolean => {
    const list = body[field];
    if (list?.includes(message)) return true;
    if (count >= maxMessages - 1) return false;
    (body[field] ??= []).push(message);
    count += 1;
    return true;
  };
  for (const error of errors) {
    if (isSilentError(error)) continue;
    const path = errorPath(error);
    let added: boolean;
    if (error.keyword === 'additionalProperties') {
      const name = String((error.params as Record<string, unknown>).additionalProperty);
      added = add(NON_FIELD, `Unknown field: ${[...path, name].join('.')}.`);
    } else {
      added = add(path.length > 0 ? path.join('.') : NON_FIELD, errorMessage(error, data));
    }
    if (!added) {
      cut = true;
      break;
    }
  }
  if (cut) (body[NON_FIELD] ??= []).push(tooManyErrors(count));
  if (Object.keys(body).length === 0) add(NON_FIELD, 'Invalid data.');
  return body;
}

/** Longest field name and message an error report keeps (longer ones are clipped, ending in `…`). */
const MAX_FIELD_CHARS = 200;
const MAX_MESSAGE_CHARS = 1000;
/** Longest error report, in characters of its JSON. */
export const MAX_ERROR_BODY_CHARS = 32 * 1024;

function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * An error body (`{detail}` or `{field: [messages]}`) within bounds whatever produced it: long texts and field
 * names clipped, at most `MAX_ERROR_MESSAGES` messages and `MAX_ERROR_BODY_CHARS` characters of JSON; a report
 * that had to be cut ends with the `tooManyErrors` notice under `non_field_errors`.
 */
export function limitErrorBody<T extends FieldErrors | { detail: string }>(body: T): T {
  if (typeof body.detail === 'string') return { detail: clipText(body.detail, MAX_MESSAGE_CHARS) } as T;
  // Room for the notice, whichever field it lands in: `,"non_field_errors":["…"]` at most.
  const budget = MAX_ERROR_BODY_CHARS - JSON.stringify({ [NON_FIELD]: [tooManyErrors(MAX_ERROR_MESSAGES)] }).length - 2;
  const out: FieldErrors = {};
  let size = 2;
  let count = 0;
  let cut = false;
  let noticed = false;
  for (const [rawField, messages] of Object.entries(body as FieldErrors)) {
    const field = clipText(rawField, MAX_FIELD_CHARS);
    for (const rawMessage of Array.isArray(messages) ? messages : []) {
      const message = clipText(String(rawMessage), MAX_MESSAGE_CHARS);
      if (TOO_MANY.test(message)) {
        noticed = true;
        continue;
      }
      const list = out[field];
      if (list?.includes(message)) continue;
      const cost = JSON.stringify(message).length + 1 + (list ? 0 : JSON.stringify(field).length + 4);
      if (count >= MAX_ERROR_MESSAGES - 1 || size + cost > budget) {
        cut = true;
        break;
      }
      (out[field] ??= []).push(message);
      size += cost;
      count += 1;
    }
    if (cut) break;
  }
  if (cut || noticed) (out[NON_FIELD] ??= []).push(tooManyErrors(count));
  return out as T;
}
