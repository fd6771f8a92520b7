import { memo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import type { DetailSlot } from './condition-details';
import { DetailInputs, type DetailSpec } from './detail-inputs';
import { EYE_HEADINGS, EYES } from './eyes';

export interface ConditionCardProps {
  idPrefix: string;
  condition: number;
  name: string;
  /** Undefined when the data names a condition the reference data does not know: its values are listed. */
  spec: DetailSpec | undefined;
  perEye: boolean;
  slots: Readonly<Record<string, string>>;
  onSet: (slot: DetailSlot, value: string | undefined) => void;
  onRemove: (condition: number) => void;
  disabled?: boolean;
  /** Shown under the inputs: the properties added to the condition's details (`DetailItemProperties`). */
  children?: ReactNode;
}

/** One chosen condition: its inputs (per eye when the definition says so) and a remove button. */
function ConditionCardFn(props: ConditionCardProps) {
  const { idPrefix, condition, name, spec, perEye, slots, onSet, onRemove, disabled, children } = props;
  return (
    <fieldset className="sl-card">
      <legend className="sl-card__title">{name}</legend>
      {!disabled && (
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          className="sl-card__remove"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(condition)}
        />
      )}
      {!spec && (
        <ul className="sl-card__raw">
          {Object.entries(slots).map(([key, value]) => (
            <li key={key}>
              {key.replace('-|', '').replace('|', ' ')}: {value}
            </li>
          ))}
        </ul>
      )}
      {spec && !perEye && (
        <DetailInputs idPrefix={idPrefix} condition={condition} name={name} eye={null} spec={spec} slots={slots} onSet={onSet} disabled={disabled} />
      )}
      {spec && perEye && (
        <div className="sl-card__eyes">
          {EYES.map((eye) => (
            <div key={eye} role="group" aria-label={`${name} ${EYE_HEADINGS[eye]}`} className="sl-card__eye">
              <div className="sl-card__eye-title">{EYE_HEADINGS[eye]}</div>
              <DetailInputs idPrefix={idPrefix} condition={condition} name={name} eye={eye} spec={spec} slots={slots} onSet={onSet} disabled={disabled} />
            </div>
          ))}
        </div>
      )}
      {children}
    </fieldset>
  );
}

export const ConditionCard = memo(ConditionCardFn);
