import { describe, expect, it } from 'vitest';
import { chartSummary } from '../../../src/views/chart-summary';

describe('chartSummary: the text alternative of a report chart', () => {
  it('reads each series label by label, a missing value as such', () => {
    const summary = chartSummary('Section averages', {
      type: 'bar',
      labels: ['Refraction', 'Diagnosis'],
      series: [
        { label: 'Mine', data: [80, null] },
        { label: 'Cohort', data: [70, 65.5] },
      ],
    });
    expect(summary).toBe('Section averages, bar chart. Mine: Refraction 80, Diagnosis no value; Cohort: Refraction 70, Diagnosis 65.5.');
  });

  it('reads the first 12 labels and says how many more the table holds', () => {
    const labels = Array.from({ length: 15 }, (_, day) => `2026-10-${String(day + 1).padStart(2, '0')}`);
    const summary = chartSummary('Cases per day', { type: 'line', labels, series: [{ label: 'Cases', data: labels.map(() => 1) }] });
    expect(summary).toBe(`Cases per day, line chart. Cases: ${labels.slice(0, 12).map((l) => `${l} 1`).join(', ')}, and 3 more in the table.`);
  });
});
