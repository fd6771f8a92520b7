import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { asPrescriptionKind, notationRule } from './prescription-format';
import { PrescriptionInput } from './prescription-input';
import { describedBy } from './widget-ids';

/**
 * `prescription`: SPH, CYL, AXIS, ADD, prescription VA or near VA as text (`ui:options.kind`: `sph` (default), `cyl`,
 * `axis`, `add`, `va`, `nearVa`). Keeps the text typed and tidies it on blur only where the meaning is certain under
 * the field's schema (its `pattern` and message, see `normalisePrescription`); `ui:options.step` adds ± steppers.
 * Value: the text, or undefined when empty.
 */
export function PrescriptionWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, options, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus } =
    props;
  const { step } = options;
  const rule = useMemo(() => notationRule(props.schema, { step }), [props.schema, step]);
  return (
    <PrescriptionInput
      id={id}
      kind={asPrescriptionKind(options.kind)}
      rule={rule}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => onChange(next)}
      placeholder={props.placeholder}
      ariaLabel={hideLabel ? label : undefined}
      stepperName={label}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      invalid={Boolean(rawErrors?.length)}
      describedBy={describedBy(id)}
      errors={rawErrors}
      onBlur={(next) => onBlur(id, next)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
