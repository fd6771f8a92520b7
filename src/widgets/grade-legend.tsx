import type { SegmentOption } from './segmented-radio-group';

export interface GradeLegendProps {
  /** The legend's id, for the `aria-describedby` of the gradings it explains. */
  id: string;
  /** The grades of the scale; those with a meaning (`title`) are listed. */
  options: readonly SegmentOption[];
}

/** What each grade of a scale means, visible and read by screen readers: "Grades: 1 Minimal · 2 Mild · …". */
export function GradeLegend({ id, options }: GradeLegendProps) {
  const meanings = options.filter((option) => option.title);
  if (meanings.length === 0) return null;
  return (
    <p id={id} className="sl-grade-legend">
      <span className="sl-grade-legend__title">Grades:</span>{' '}
      {meanings.map((option, index) => (
        <span key={option.value} className="sl-grade-legend__item">
          {index > 0 && ' · '}
          <strong>{option.label}</strong> {option.title}
        </span>
      ))}
    </p>
  );
}
