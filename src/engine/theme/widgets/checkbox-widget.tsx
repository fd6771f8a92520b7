import { Checkbox } from 'primereact/checkbox';
import { type WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '../ids';

/** A yes/no field as one checkbox with its label beside it (the field template puts none above it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, label, hideLabel, required, schema, rawErrors } = props;
  const text = label || schema.title || '';
  return (
    <div className="sf-choice">
      <Checkbox
        inputId={id}
        name={htmlName || id}
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-label={hideLabel ? text : undefined}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(Boolean(event.checked))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {!hideLabel && (
        <label htmlFor={id}>
          {text}
          {required && (
            <span className="sf-required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
    </div>
  );
}
