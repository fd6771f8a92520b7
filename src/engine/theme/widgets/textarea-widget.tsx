import type { ChangeEvent, FocusEvent } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '../ids';

/** Multi-line text (`ui:options.rows`, 3 by default). An emptied textarea gives `ui:emptyValue`. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, placeholder, required, rawErrors } = props;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <InputTextarea
      id={id}
      name={htmlName || id}
      className={invalid ? 'sf-input p-invalid' : 'sf-input'}
      value={typeof value === 'string' ? value : ''}
      rows={rows}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value)}
    />
  );
}
