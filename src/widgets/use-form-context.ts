import { useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';
import type { ClinicalFormContext } from './form-context';

const noSubscription = () => () => undefined;

/** The clinical form context of a widget or field (an empty object when the form was given none). */
export function clinicalContext(registry: Registry): ClinicalFormContext {
  return (registry.formContext as ClinicalFormContext | undefined) ?? {};
}

/** The value at a dotted path (`a.b.0.c`) of `data`, or undefined. */
export function valueAtPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Reads a string elsewhere in the form's data (a property name or dotted path from the root), through the form
 * context's `getFormData`, and redraws the caller when it changes if the context offers `subscribe`.
 * Answers undefined when the path is missing, holds something other than a string, or the context has no data.
 */
export function useFormString(registry: Registry, path: string | undefined): string | undefined {
  const context = clinicalContext(registry);
  const read = () => {
    if (!path || !context.getFormData) return undefined;
    const value = valueAtPath(context.getFormData(), path);
    return typeof value === 'string' ? value : undefined;
  };
  return useSyncExternalStore(context.subscribe ?? noSubscription, read, read);
}
