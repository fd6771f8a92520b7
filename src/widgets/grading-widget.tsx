import type { WidgetProps } from '@rjsf/utils';
import { GRADING_OPTIONS, SegmentedRadioGroup } from './segmented-radio-group';
import { describedBy } from './widget-ids';

/**
 * `grading`: a finding graded 1–5 or NA, as a segmented radiogroup. Value: "1".."5" or "NA" (undefined when
 * cleared with Delete/Backspace).
 */
export function GradingWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, rawErrors, onChange, onBlur, onFocus } = props;
  const current = typeof value === 'string' ? value : undefined;
  return (
    <SegmentedRadioGroup
      id={id}
      label={label}
      options={GRADING_OPTIONS}
      value={current}
      onChange={(next) => onChange(next)}
      disabled={disabled || readonly}
      invalid={Boolean(rawErrors?.length)}
      describedBy={describedBy(id)}
      onBlur={() => onBlur(id, current)}
      onFocus={() => onFocus(id, current)}
    />
  );
}
