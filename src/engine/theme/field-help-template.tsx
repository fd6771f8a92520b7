import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from './ids';
import { previousHintText } from './previous-hint';

/**
 * `ui:help` text under a field, and the value the field held at the patient's previous visit when its uiSchema
 * asks for it (`ui:options.previous`): "Last: 6/9 · 12 Mar 2026", a hint, not a value of the form. Both are the
 * help the field's control is described by.
 */
export function FieldHelpTemplate({ help, fieldPathId, uiSchema, schema, registry }: FieldHelpProps) {
  const last = previousHintText({ path: fieldPathId.path, schema, uiSchema, registry });
  if (!help && last === undefined) return null;
  return (
    <small id={helpId(fieldPathId.$id)} className="sf-help">
      {help}
      {last !== undefined && <span className="sf-previous">{help ? ` ${last}` : last}</span>}
    </small>
  );
}
