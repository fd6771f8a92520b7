import type { FormEvent } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormAction } from './schema-form-props';

/**
 * Which action button submitted the form: the event's submitter when it is one of `actions`, else the first action
 * (Enter in a field); undefined for a form without actions.
 */
export function submitterAction(event: FormEvent | undefined, actions: readonly FormAction[] | undefined): string | undefined {
  if (!actions || actions.length === 0) return undefined;
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
  const named = submitter instanceof HTMLButtonElement ? submitter.value : undefined;
  return actions.find((action) => action.name === named)?.name ?? actions[0]!.name;
}

/**
 * Server field errors (`{field: [messages]}`, nested fields as `a.b`) as an RJSF error schema, so that they show
 * under their fields.
 */
export function serverErrorSchema(errors: Readonly<Record<string, readonly string[]>> | undefined): ErrorSchema | undefined {
  if (!errors) return undefined;
  const root: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    let node = root;
    for (const part of field.split('.')) node = (node[part] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
  }
  return Object.keys(root).length > 0 ? (root as ErrorSchema) : undefined;
}
