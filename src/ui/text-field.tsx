import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's (or the form's) messages for this field; shown under it, announced, and named by the input. */
  errors?: readonly string[];
}

/** A labelled text input with its messages under it (PrimeReact's input look, without its script). */
export function TextField({ id, label, value, onChange, errors, className, ...input }: TextFieldProps) {
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}${className ? ` ${className}` : ''}`}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {errors.join(' ')}
        </small>
      )}
    </div>
  );
}
