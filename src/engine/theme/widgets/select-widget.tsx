import type { ChangeEvent, FocusEvent } from 'react';
import {
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { ariaDescribedByIds } from '../ids';

function selectedValues(event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>, multiple: boolean) {
  const target = event.target;
  return multiple ? Array.from(target.selectedOptions, (option) => option.value) : target.value;
}

/**
 * A choice from a list, as a native `<select>` in PrimeReact's input style: labelled by its `<label>`, fully
 * keyboard operable, and fast with long lists. Options keep the exact type of their enum value (the DOM holds
 * only an index); labels come from `ui:enumNames` or `oneOf` titles. `ui:placeholder` names the empty choice.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, placeholder } = props;
  const { required, rawErrors, multiple = false } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string | string[]) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  const selected = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <select
      id={id}
      name={htmlName || id}
      className={`sf-select p-inputtext p-component${invalid ? ' p-invalid' : ''}`}
      multiple={multiple}
      value={selected as string | string[]}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        // A choice is complete once made: validated at once, as a blur would be (see the radio widget).
        const chosen = decode(selectedValues(event, multiple));
        onChange(chosen);
        onBlur(id, chosen);
      }}
      onBlur={(event) => onBlur(id, decode(selectedValues(event, multiple)))}
      onFocus={(event) => onFocus(id, decode(selectedValues(event, multiple)))}
    >
      {!multiple && schema.default === undefined && <option value="">{placeholder || 'Select…'}</option>}
      {enumOptions.map((option, index) => (
        <option
          key={index}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}
