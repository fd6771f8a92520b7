import { getUiOptions, optionsList, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { formatValue } from '../core/recorded';
import { previousValue, type PreviousVisit } from '../core/previous-value';
import { formatDate } from '../../lib/display-dates';

/** The form context member the previous visit's records travel in (src/engine/core/previous-value.ts). */
interface WithPrevious {
  previous?: PreviousVisit;
}

export interface PreviousHintProps {
  path: readonly (string | number)[];
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  registry: Registry;
}

/** The hint's text, "Last: 6/9 · 12 Mar 2026", or undefined when the field asks for none or the visit lacks it. */
export function previousHintText({ path, schema, uiSchema, registry }: PreviousHintProps): string | undefined {
  const previous = (registry.formContext as WithPrevious | undefined)?.previous;
  const last = previousValue(previous, path, getUiOptions(uiSchema, registry.globalUiOptions).previous);
  if (last === undefined) return undefined;
  const enumOptions = Array.isArray(schema.enum) || Array.isArray(schema.oneOf) ? optionsList(schema, uiSchema) : undefined;
  return `Last: ${formatValue(last, enumOptions)}${previous?.date ? ` · ${formatDate(previous.date)}` : ''}`;
}

/** The value a field held at the patient's previous visit, as a quiet hint beside it; nothing when there is none. */
export function PreviousHint(props: PreviousHintProps) {
  const text = previousHintText(props);
  return text === undefined ? null : <span className="sf-previous">{text}</span>;
}
