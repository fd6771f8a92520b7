import { useMemo } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { GradeLegend } from './grade-legend';
import { GRADING_OPTIONS, SegmentedRadioGroup, type SegmentOption } from './segmented-radio-group';
import { describedBy } from './widget-ids';

/**
 * The grades a property offers: its schema's `enum` (RJSF's `enumOptions`), each shown as its value, with the
 * `ui:enumNames`/`oneOf` title (or the scale's usual word) as its tooltip. Without an enum: the usual 1–5/NA scale.
 */
export function gradingOptions(enumOptions: readonly EnumOptionsType[] | undefined): readonly SegmentOption[] {
  if (!enumOptions || enumOptions.length === 0) return GRADING_OPTIONS;
  return enumOptions.map(({ value, label }) => {
    const text = String(value);
    const usual = GRADING_OPTIONS.find((option) => option.value === text);
    const title = label && label !== text ? label : usual?.title;
    return title ? { value: text, label: text, title } : { value: text, label: text };
  });
}

/** The id of a grading's legend. */
export const legendId = (id: string) => `${id}__legend`;

/**
 * `grading`: a finding graded on the schema's scale (1–5 or NA), as a segmented radiogroup with the meaning of
 * each grade visible under it (and describing it). Value: the grade as a string (undefined when cleared with
 * Delete/Backspace).
 */
export function GradingWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, rawErrors, onChange, onBlur, onFocus, options: uiOptions } = props;
  const current = typeof value === 'string' ? value : undefined;
  const enumOptions = uiOptions.enumOptions;
  // Kept while the enum is the same: the radiogroup is memoised, so long lists redraw only the grade that changed.
  const options = useMemo(() => gradingOptions(enumOptions), [enumOptions]);
  const legend = options.some((option) => option.title) ? legendId(id) : undefined;
  return (
    <>
      <SegmentedRadioGroup
        id={id}
        label={label}
        options={options}
        value={current}
        onChange={(next) => {
          // A choice is complete once made: validated at once, as a blur would be (as the theme's radio group).
          onChange(next);
          onBlur(id, next);
        }}
        disabled={disabled || readonly}
        invalid={Boolean(rawErrors?.length)}
        describedBy={legend ? `${describedBy(id)} ${legend}` : describedBy(id)}
        onBlur={() => onBlur(id, current)}
        onFocus={() => onFocus(id, current)}
      />
      {legend && <GradeLegend id={legend} options={options} />}
    </>
  );
}
