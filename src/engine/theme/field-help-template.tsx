import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from './ids';

/** `ui:help` text under a field. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <small id={helpId(fieldPathId.$id)} className="sf-help">
      {help}
    </small>
  );
}
