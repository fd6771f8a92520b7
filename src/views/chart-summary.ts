/** At most this many labels are read out per series; the figure's table holds them all. */
const READ_OUT = 12;

/** One line or set of bars of a chart: its legend label and a value per label (null: none). */
export interface FigureSeries {
  label: string;
  data: (number | null)[];
}

/** A chart's data as the figure draws it. */
export interface ChartData {
  type: 'bar' | 'line';
  labels: string[];
  series: FigureSeries[];
}

/**
 * The text alternative of a figure's chart, its accessible name: what it draws and its numbers, series by series —
 * 'Cases by appointment type, bar chart. Cases: New 2, Review 1.' Past 12 labels it says how many more the table
 * holds; a missing value reads 'no value'.
 */
export function chartSummary(title: string, chart: ChartData): string {
  const shown = chart.labels.slice(0, READ_OUT);
  const more = chart.labels.length - shown.length;
  const values = chart.series.map((series) => {
    const pairs = shown.map((label, index) => `${label} ${series.data[index] ?? 'no value'}`).join(', ');
    return `${series.label}: ${pairs}${more > 0 ? `, and ${more} more in the table` : ''}`;
  });
  return `${title}, ${chart.type} chart. ${values.join('; ')}.`;
}
