import { RadioButton } from 'primereact/radiobutton';
import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelId, optionId } from '../ids';

/**
 * One choice of a few, as a radio group named by the field's label. Each option keeps the exact type of its enum
 * value (a boolean stays a boolean, `"1"` stays a string). `ui:options.inline` lays the options in a row.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, required, label, hideLabel, rawErrors } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  return (
    <div
      id={id}
      role="radiogroup"
      className={inline ? 'sf-choices sf-choices--inline' : 'sf-choices'}
      aria-labelledby={hideLabel ? undefined : labelId(id)}
      aria-label={hideLabel ? label : undefined}
      aria-required={required || undefined}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const off = disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
        return (
          <div key={index} className="sf-choice">
            <RadioButton
              inputId={inputId}
              name={htmlName || id}
              value={index}
              checked={enumOptionsIsSelected(option.value, value)}
              disabled={off}
              autoFocus={autofocus && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}
