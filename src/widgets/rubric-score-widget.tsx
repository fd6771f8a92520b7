import type { WidgetProps } from '@rjsf/utils';
import { rubricItemOf } from '../engine/core/rubric';
import { describedBy, hintId } from './widget-ids';

/** A score as the number typed, or undefined when empty or not a number. */
export function readScore(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const score = Number(text);
  return Number.isFinite(score) ? score : undefined;
}

/** "12.5", "0", "7.25": a score with at most two decimals, without trailing zeros. */
export function formatScore(score: number): string {
  return String(Number(score.toFixed(2)));
}

/**
 * `rubricScore`: a supervisor's score for one rubric item. A number input whose step, min and max are the item's
 * `multipleOf`, `minimum` and `maximum` (src/engine/core/rubric.ts; step "any" without a `multipleOf`), followed
 * by "/ max". Value: a number, undefined when empty.
 */
export function RubricScoreWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, schema, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus } =
    props;
  const item = rubricItemOf(id, schema as Record<string, unknown>);
  const maximum = item.maximum ?? undefined;
  return (
    <div className="sl-score">
      {/* A plain number input: the value stays a number here so React does not rewrite "1.0" to "1" while typing. */}
      <input
        className={`p-inputtext p-component${rawErrors?.length ? ' p-invalid' : ''}`}
        id={id}
        name={id}
        type="number"
        inputMode="decimal"
        step={item.step ?? 'any'}
        min={item.minimum}
        max={maximum}
        value={typeof value === 'number' ? value : ''}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={maximum === undefined ? describedBy(id) : describedBy(id, true)}
        aria-invalid={Boolean(rawErrors?.length) || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => onChange(readScore(event.target.value))}
        onBlur={(event) => onBlur(id, readScore(event.target.value))}
        onFocus={(event) => onFocus(id, readScore(event.target.value))}
      />
      {maximum !== undefined && (
        <span id={hintId(id)} className="sl-score__max">
          / {formatScore(maximum)}
        </span>
      )}
    </div>
  );
}
