import { memo, useRef, type KeyboardEvent } from 'react';

/** One choice of a segmented control. */
export interface SegmentOption {
  value: string;
  label: string;
  /** Longer text shown as a tooltip (e.g. "Not applicable"). */
  title?: string;
}

export interface SegmentedRadioGroupProps {
  /** Accessible name of the group, e.g. "Ptosis OD grading". */
  label: string;
  options: readonly SegmentOption[];
  value: string | undefined;
  /** Called with the chosen value, or undefined when cleared with Delete or Backspace. */
  onChange: (value: string | undefined) => void;
  id?: string;
  disabled?: boolean;
  /** A choice must be made (`aria-required`). */
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  onFocus?: () => void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A radiogroup drawn as a row of buttons (WAI-ARIA radio group pattern): one tab stop, arrow keys move and
 * choose, Home/End jump, Space/Enter choose, Delete/Backspace clear.
 */
function SegmentedRadioGroupFn(props: SegmentedRadioGroupProps) {
  const { label, options, value, onChange, id, disabled, required, invalid, describedBy, onBlur, onFocus } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    buttons.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (disabled) return;
    const last = options.length - 1;
    let target: number | undefined;
    if (NEXT_KEYS.has(event.key)) target = index === last ? 0 : index + 1;
    else if (PREVIOUS_KEYS.has(event.key)) target = index === 0 ? last : index - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="sl-segmented p-component"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onFocus?.();
      }}
    >
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            title={option.title}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={disabled}
            className={`sl-segment${checked ? ' sl-segment--checked' : ''}`}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** Memoised so long lists of gradings redraw only the one that changed. */
export const SegmentedRadioGroup = memo(SegmentedRadioGroupFn);

/** The grading scale for eye findings (spec §9): 1 to 5, or NA. */
export const GRADING_OPTIONS: readonly SegmentOption[] = [
  { value: '1', label: '1', title: 'Minimal' },
  { value: '2', label: '2', title: 'Mild' },
  { value: '3', label: '3', title: 'Moderate' },
  { value: '4', label: '4', title: 'Marked' },
  { value: '5', label: '5', title: 'Severe' },
  { value: 'NA', label: 'NA', title: 'Not applicable' },
];
