import { Checkbox } from 'primereact/checkbox';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelId, optionId } from '../ids';

/** Several choices of a list (an array of unique enum values), as a group of checkboxes named by the field's label. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, label, hideLabel, rawErrors } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  const values: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div
      id={id}
      role="group"
      className={inline ? 'sf-choices sf-choices--inline' : 'sf-choices'}
      aria-labelledby={hideLabel ? undefined : labelId(id)}
      aria-label={hideLabel ? label : undefined}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const off = disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value));
        return (
          <div key={index} className="sf-choice">
            <Checkbox
              inputId={inputId}
              name={htmlName || id}
              checked={enumOptionsIsSelected(option.value, values)}
              disabled={off}
              autoFocus={autofocus && index === 0}
              onChange={(event) =>
                onChange(
                  event.checked
                    ? enumOptionsSelectValue(index, values, enumOptions)
                    : enumOptionsDeselectValue(index, values, enumOptions),
                )
              }
              onBlur={() => onBlur(id, values)}
              onFocus={() => onFocus(id, values)}
            />
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}
