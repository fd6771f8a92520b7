import type { WidgetProps } from '@rjsf/utils';
import { formatValue } from './format-value';

/** Every widget in read-only mode: the value as text, no control. */
export function ReadOnlyWidget({ id, value, options }: WidgetProps) {
  return (
    <span id={id} className="sf-value">
      {formatValue(value, options.enumOptions)}
    </span>
  );
}
