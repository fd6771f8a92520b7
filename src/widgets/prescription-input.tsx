import { memo, type KeyboardEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  normalisePrescription,
  prescriptionHint,
  stepPower,
  type NotationRule,
  type PrescriptionKind,
} from './prescription-format';

const PLACEHOLDER: Record<PrescriptionKind, string> = {
  sph: '+0.00',
  cyl: '-0.00',
  axis: '0–180',
  add: '+0.00',
  va: '6/6',
  nearVa: 'N5',
  text: '',
};

export interface PrescriptionInputProps {
  id: string;
  kind: PrescriptionKind;
  /** The field's rule from its schema (pattern, message) and `ui:options.step`. */
  rule: NotationRule;
  value: string | undefined;
  /** Called with the new text, or undefined when emptied. */
  onChange: (value: string | undefined) => void;
  /** Defaults to an example of the kind ("+0.00", "0–180", "6/6"). */
  placeholder?: string;
  /** Accessible name when no visible label points at the input (e.g. "OD SPH"). */
  ariaLabel?: string;
  /** Name used in the stepper buttons' names ("Increase OD SPH by 0.25"). */
  stepperName: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Ids of elements describing the input (errors, help); the hint's id is added. */
  describedBy?: string;
  /** Errors already shown for this input, so a hint does not repeat one. */
  errors?: string[];
  onBlur?: (value: string | undefined) => void;
  onFocus?: () => void;
}

/**
 * One prescription value (SPH, CYL, AXIS, ADD, VA or near VA) as text. Tidies on blur (see `normalisePrescription`);
 * a power with a `step` (`ui:options.step`) also has −/+ buttons, and ArrowUp/ArrowDown in the input step it too.
 */
function PrescriptionInputFn(props: PrescriptionInputProps) {
  const { id, kind, rule, value, onChange, ariaLabel, stepperName, disabled, readOnly, required, invalid } = props;
  const text = value ?? '';
  const hint = prescriptionHint(kind, text, rule);
  const showHint = hint !== undefined && !props.errors?.includes(hint);
  const hintElementId = `${id}__hint`;
  const locked = disabled || readOnly;
  const emit = (next: string) => onChange(next === '' ? undefined : next);
  const steps = rule.step !== undefined;
  const step = (direction: 1 | -1) => {
    const next = stepPower(text, direction, rule);
    if (next !== undefined && next !== text) emit(next);
  };
  const canStep = (direction: 1 | -1) => !locked && stepPower(text, direction, rule) !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!steps || locked) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <div className={`sl-rx sl-rx--${kind}`}>
      {steps && (
        <Button
          type="button"
          icon="pi pi-minus"
          text
          className="sl-rx__step"
          aria-label={`Decrease ${stepperName} by ${rule.step}`}
          title={`−${rule.step} (or ArrowDown in the field)`}
          tabIndex={-1}
          disabled={!canStep(-1)}
          onClick={() => step(-1)}
        />
      )}
      <InputText
        id={id}
        name={id}
        value={text}
        placeholder={props.placeholder || PLACEHOLDER[kind] || undefined}
        inputMode={kind === 'axis' ? 'numeric' : kind === 'va' || kind === 'nearVa' || kind === 'text' ? 'text' : 'decimal'}
        autoComplete="off"
        aria-label={ariaLabel}
        aria-describedby={[props.describedBy, hintElementId].filter(Boolean).join(' ')}
        aria-invalid={invalid || showHint || undefined}
        aria-required={required || undefined}
        invalid={invalid || showHint}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => emit(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          const tidy = normalisePrescription(kind, event.target.value, rule);
          if (tidy !== event.target.value) emit(tidy);
          props.onBlur?.(tidy === '' ? undefined : tidy);
        }}
        onFocus={() => props.onFocus?.()}
      />
      {steps && (
        <Button
          type="button"
          icon="pi pi-plus"
          text
          className="sl-rx__step"
          aria-label={`Increase ${stepperName} by ${rule.step}`}
          title={`+${rule.step} (or ArrowUp in the field)`}
          tabIndex={-1}
          disabled={!canStep(1)}
          onClick={() => step(1)}
        />
      )}
      <small id={hintElementId} className="sl-hint sl-hint--warn sl-rx__hint" aria-live="polite">
        {showHint ? hint : null}
      </small>
    </div>
  );
}

/** Memoised: a refraction table redraws only the cell that changed. */
export const PrescriptionInput = memo(PrescriptionInputFn);
