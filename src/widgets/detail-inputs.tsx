import { memo } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { sameSlots, slotKey, type DetailFieldType, type DetailSlot } from './condition-details';
import type { Eye } from './eyes';
import { GRADING_OPTIONS, SegmentedRadioGroup } from './segmented-radio-group';

/** Which inputs a condition asks for (from a condition definition or an examination condition). */
export interface DetailSpec {
  text?: boolean;
  textHint?: string | null;
  options?: readonly string[];
  grading?: boolean;
  notes?: boolean;
  checkbox?: boolean;
}

export interface DetailInputsProps {
  /** Prefix of the inputs' ids (unique in the form). */
  idPrefix: string;
  condition: number;
  /** The condition's name, first word of every input's accessible name ("Ptosis OD grading"). */
  name: string;
  eye: Eye | null;
  spec: DetailSpec;
  /** The condition's recorded values by slot key (see `slotKey`). */
  slots: Readonly<Record<string, string>>;
  /** Records one input (undefined or '' removes it). Must be stable for memoisation to help. */
  onSet: (slot: DetailSlot, value: string | undefined) => void;
  disabled?: boolean;
  /** Compact rows (examination tables) show placeholders instead of visible labels. */
  compact?: boolean;
  /** The id of a visible legend of the grades (`GradeLegend`) that describes the grading. */
  gradingDescribedBy?: string;
}

/** The visible name of each kind of input (also the labels of a read-only summary). */
export const DETAIL_LABELS: Record<DetailFieldType, string> = {
  text: 'Details',
  dropdown: 'Option',
  grading: 'Grading',
  notes: 'Notes',
  checkbox: 'Present',
};

/** The accessible name of one input of a condition: "Blurred vision OD notes" (no eye: "Blurred vision notes"). */
export const detailName = (name: string, eye: Eye | null, fieldType: DetailFieldType) =>
  `${name}${eye ? ` ${eye}` : ''} ${DETAIL_LABELS[fieldType].toLowerCase()}`;

/**
 * The inputs of one condition for one eye (or for the patient when `eye` is null), in a fixed order: text,
 * option, grading, notes, checkbox. Each has an accessible name like "Blurred vision OD notes".
 */
function DetailInputsFn(props: DetailInputsProps) {
  const { idPrefix, condition, name, eye, spec, slots, onSet, disabled, compact, gradingDescribedBy } = props;
  const slot = (fieldType: DetailFieldType): DetailSlot => ({ condition, eye, fieldType });
  const value = (fieldType: DetailFieldType) => slots[slotKey(eye, fieldType)] ?? '';
  const accessible = (fieldType: DetailFieldType) => detailName(name, eye, fieldType);
  const id = (fieldType: DetailFieldType) => `${idPrefix}-${eye ?? 'all'}-${fieldType}`;
  const labelFor = (fieldType: DetailFieldType) =>
    compact ? null : (
      <label htmlFor={id(fieldType)} className="sl-label">
        {DETAIL_LABELS[fieldType]}
      </label>
    );
  const placeholder = (fieldType: DetailFieldType, fallback?: string | null) =>
    fallback ?? (compact ? DETAIL_LABELS[fieldType] : undefined);

  return (
    <div className={compact ? 'sl-details sl-details--compact' : 'sl-details'}>
      {spec.text && (
        <div className="sl-details__item">
          {labelFor('text')}
          <InputText
            id={id('text')}
            value={value('text')}
            placeholder={placeholder('text', spec.textHint)}
            aria-label={accessible('text')}
            disabled={disabled}
            onChange={(event) => onSet(slot('text'), event.target.value)}
          />
        </div>
      )}
      {spec.options && spec.options.length > 0 && (
        <div className="sl-details__item">
          {labelFor('dropdown')}
          <select
            id={id('dropdown')}
            className="p-inputtext p-component sl-select"
            value={value('dropdown')}
            aria-label={accessible('dropdown')}
            disabled={disabled}
            onChange={(event) => onSet(slot('dropdown'), event.target.value)}
          >
            <option value="">{compact ? 'Option…' : 'Choose…'}</option>
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      {spec.grading && (
        <div className="sl-details__item">
          {compact ? null : <span className="sl-label">{DETAIL_LABELS.grading}</span>}
          <SegmentedRadioGroup
            label={accessible('grading')}
            options={GRADING_OPTIONS}
            value={value('grading') || undefined}
            onChange={(grade) => onSet(slot('grading'), grade)}
            disabled={disabled}
            describedBy={gradingDescribedBy}
          />
        </div>
      )}
      {spec.notes && (
        <div className="sl-details__item sl-details__notes">
          {labelFor('notes')}
          {compact ? (
            <InputText
              id={id('notes')}
              value={value('notes')}
              placeholder={placeholder('notes')}
              aria-label={accessible('notes')}
              disabled={disabled}
              onChange={(event) => onSet(slot('notes'), event.target.value)}
            />
          ) : (
            <InputTextarea
              id={id('notes')}
              rows={2}
              value={value('notes')}
              aria-label={accessible('notes')}
              disabled={disabled}
              onChange={(event) => onSet(slot('notes'), event.target.value)}
            />
          )}
        </div>
      )}
      {spec.checkbox && (
        <div className="sl-details__item sl-details__check">
          <Checkbox
            inputId={id('checkbox')}
            checked={value('checkbox') === 'true'}
            aria-label={accessible('checkbox')}
            disabled={disabled}
            onChange={(event) => onSet(slot('checkbox'), event.checked ? 'true' : 'false')}
          />
          {labelFor('checkbox')}
        </div>
      )}
    </div>
  );
}

/** Memoised on the condition's values: a change in one condition does not redraw the others. */
export const DetailInputs = memo(
  DetailInputsFn,
  (a, b) =>
    a.condition === b.condition &&
    a.eye === b.eye &&
    a.name === b.name &&
    a.spec === b.spec &&
    a.onSet === b.onSet &&
    a.disabled === b.disabled &&
    a.compact === b.compact &&
    a.idPrefix === b.idPrefix &&
    a.gradingDescribedBy === b.gradingDescribedBy &&
    sameSlots(a.slots, b.slots),
);
