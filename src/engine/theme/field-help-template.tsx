import { getUiOptions, optionsList, type FieldHelpProps } from '@rjsf/utils';
import { formatValue } from '../core/recorded';
import { previousValue, type PreviousVisit } from '../core/previous-value';
import { formatDate } from '../../lib/display-dates';
import { helpId } from './ids';

/** The form context member the previous visit's records travel in (src/engine/core/previous-value.ts). */
interface WithPrevious {
  previous?: PreviousVisit;
}

/**
 * `ui:help` text under a field, and the value the field held at the patient's previous visit when its uiSchema
 * asks for it (`ui:options.previous`): "Last: 6/9 · 12 Mar 2026", a hint, not a value of the form. Both are the
 * help the field's control is described by.
 */
export function FieldHelpTemplate({ help, fieldPathId, uiSchema, schema, registry }: FieldHelpProps) {
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const previous = (registry.formContext as WithPrevious | undefined)?.previous;
  const last = previousValue(previous, fieldPathId.path, options.previous);
  if (!help && last === undefined) return null;
  const enumOptions = Array.isArray(schema.enum) || Array.isArray(schema.oneOf) ? optionsList(schema, uiSchema) : undefined;
  return (
    <small id={helpId(fieldPathId.$id)} className="sf-help">
      {help}
      {last !== undefined && (
        <span className="sf-previous">
          {help ? ' ' : ''}Last: {formatValue(last, enumOptions)}
          {previous?.date ? ` · ${formatDate(previous.date)}` : ''}
        </span>
      )}
    </small>
  );
}
