import type { WidgetProps } from '@rjsf/utils';
import { asPrescriptionKind } from './prescription-format';
import { PrescriptionInput } from './prescription-input';
import { describedBy } from './widget-ids';

/**
 * `prescription`: SPH, CYL, AXIS, ADD, prescription VA or near VA as text (`ui:options.kind`: `sph` (default), `cyl`,
 * `axis`, `add`, `va`, `nearVa`). Keeps the text typed and tidies it on blur only where the meaning is certain (see
 * `normalisePrescription`); an SPH has ±0.25 steppers. Value: the text, or undefined when empty.
 */
export function PrescriptionWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, options, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus } =
    props;
  return (
    <PrescriptionInput
      id={id}
      kind={asPrescriptionKind(options.kind)}
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
