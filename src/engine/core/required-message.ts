/**
 * The schema's own text for a missing property: `errorMessage.required.<property>` of the object, or of one of its
 * `then`/`else` branches (a property required only in one branch). Screens that must repeat a validation message
 * elsewhere (a toast) read it here, so the schema stays the only place the text is written. Pure.
 */
import { REQUIRED_MESSAGE } from './field-errors';
import { isRecord } from '../../lib/is-record';

function ownRequiredMessage(node: unknown, property: string): string | undefined {
  if (!isRecord(node) || !isRecord(node.errorMessage) || !isRecord(node.errorMessage.required)) return undefined;
  const message = node.errorMessage.required[property];
  return typeof message === 'string' ? message : undefined;
}

/** The message the schema gives when `property` is missing, else the plain one the engine shows ('This field is required.'). */
export function requiredMessage(schema: unknown, property: string): string {
  if (!isRecord(schema)) return REQUIRED_MESSAGE;
  return (
    ownRequiredMessage(schema, property) ?? ownRequiredMessage(schema.then, property) ?? ownRequiredMessage(schema.else, property) ?? REQUIRED_MESSAGE
  );
}
