import type { WidgetProps } from '@rjsf/utils';
import { formatDate, formatDateTime } from '../../../lib/display-dates';
import { formatValue } from './format-value';

/** A day or a moment of a `date` / `date-time` field in the clinic's one display format; anything else as text. */
function shownValue({ value, options, schema }: WidgetProps): string {
  if (typeof value === 'string' && value !== '') {
    if (schema.format === 'date') return formatDate(value);
    if (schema.format === 'date-time') return formatDateTime(value);
  }
  return formatValue(value, options.enumOptions);
}

/** Every widget in read-only mode: the value as text, no control. */
export function ReadOnlyWidget(props: WidgetProps) {
  return (
    <span id={props.id} className="sf-value">
      {shownValue(props)}
    </span>
  );
}
