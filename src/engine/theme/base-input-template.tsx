import type { ChangeEvent, FocusEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from './ids';

/**
 * The one `<input>` of text-like widgets (text, number, date, time…), as a PrimeReact InputText. Values pass
 * through as typed: a string field keeps `"+1.25"` or `"090"` as a string; only number fields (RJSF's NumberField)
 * turn text into numbers. An emptied input gives `ui:emptyValue` (undefined by default), never `""`.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } = props;
  const { options, schema, type, placeholder, required, rawErrors } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const invalid = (rawErrors?.length ?? 0) > 0;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value === '' ? options.emptyValue : event.target.value);
  return (
    <InputText
      id={id}
      name={htmlName || id}
      {...inputProps}
      inputMode={inputProps.type === 'number' ? 'decimal' : undefined}
      className={invalid ? 'sf-input p-invalid' : 'sf-input'}
      value={inputValue as string}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
