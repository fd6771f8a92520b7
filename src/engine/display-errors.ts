import type { ErrorObject } from 'ajv';
import type { RJSFValidationError } from '@rjsf/utils';
import { errorMessage, isSilentError } from './core/field-errors';

/** Keywords whose error is about a property that is missing, not about the object that holds it. */
const MISSING_KEYWORDS = new Set(['required', 'dependencies', 'dependentRequired']);

/** The path segments of an RJSF error `property` (`.objective.0.axis` → `['objective', '0', 'axis']`). */
export function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  return property.split('.').filter((part) => part !== '');
}

function pathToPointer(path: readonly string[]): string {
  return path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The ajv error an RJSF error came from, as far as `field-errors` needs it. */
function toAjvError(error: RJSFValidationError): ErrorObject {
  return {
    keyword: error.name ?? '',
    instancePath: pathToPointer(propertyPath(error.property)),
    schemaPath: error.schemaPath ?? '',
    params: (error.params ?? {}) as Record<string, unknown>,
    message: error.message,
  };
}

function withMessage(error: RJSFValidationError, property: string, message: string): RJSFValidationError {
  return { ...error, property, message, stack: message };
}

function missingProperties(inner: readonly ErrorObject[]): string[] {
  const names = inner
    .filter((item) => MISSING_KEYWORDS.has(item.keyword))
    .map((item) => (item.params as Record<string, unknown>).missingProperty)
    .filter((name): name is string => typeof name === 'string');
  return [...new Set(names)];
}

/**
 * Turns the errors RJSF built from ajv into the errors a person reads, with the same texts the server sends
 * (`core/field-errors`): a schema's `errorMessage` verbatim, plain defaults otherwise. An `errorMessage` given on
 * an object for a missing property (`required`, `dependencies`) is moved to that property, which is where the
 * person has to act (RJSF leaves it on the object); `if` errors are dropped, since the errors of their branch say
 * it already; unknown properties read `Unknown field: <path>.` at the form level. The result holds each message once
 * per field.
 */
export function toDisplayErrors(errors: readonly RJSFValidationError[]): RJSFValidationError[] {
  const out: RJSFValidationError[] = [];
  const seen = new Set<string>();
  const push = (error: RJSFValidationError, property: string, message: string) => {
    const key = `${property}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(withMessage(error, property, message));
  };
  for (const error of errors) {
    const ajvError = toAjvError(error);
    if (isSilentError(ajvError)) continue;
    // RJSF writes a root property without its leading dot (`name`, but `.lens.sph`): one spelling here.
    const property = error.property && !error.property.startsWith('.') ? `.${error.property}` : (error.property ?? '');
    if (ajvError.keyword === 'additionalProperties') {
      const name = String((ajvError.params as Record<string, unknown>).additionalProperty);
      // Where the server puts it too: an unknown property has no field of its own to show it under.
      push(error, '', `Unknown field: ${[...propertyPath(property), name].join('.')}.`);
      continue;
    }
    const message = errorMessage(ajvError);
    if (ajvError.keyword === 'errorMessage') {
      const inner = ((ajvError.params as Record<string, unknown>).errors ?? []) as ErrorObject[];
      const missing = missingProperties(inner);
      for (const name of missing) push(error, `${property}.${name}`, message);
      if (missing.length > 0 && inner.every((item) => MISSING_KEYWORDS.has(item.keyword))) continue;
    }
    push(error, property, message);
  }
  return out;
}
