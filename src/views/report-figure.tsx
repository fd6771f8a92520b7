import { Chart } from 'primereact/chart';
import { useId } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from '../lib/csv';
import { chartSummary, type ChartData } from './chart-summary';

/** A column of a figure's table: its title, the cell's value, numbers right-aligned. */
export interface FigureColumn<Row> extends CsvColumn<Row> {
  numeric?: boolean;
}

export interface ReportFigureProps<Row> {
  title: string;
  /** The CSV file's name, without `.csv`. */
  file: string;
  /** No chart for a table alone. */
  chart?: ChartData & { yMax?: number; horizontal?: boolean };
  columns: FigureColumn<Row>[];
  rows: Row[];
  /** Shown instead of the chart and the table when there are no rows. */
  empty?: string;
}

const COLOURS = ['#1f6fb2', '#d9822b', '#2e8540', '#8e44ad'];

/**
 * A figure of My Portal and Reports: its heading, the chart (chart.js through PrimeReact's Chart, loaded with the
 * first chart drawn), the same numbers as a table, and 'Download CSV' of exactly the table's rows. The chart's canvas
 * (PrimeReact gives it the role img) is named by a summary of its numbers (./chart-summary.ts).
 */
export function ReportFigure<Row>({ title, file, chart, columns, rows, empty = 'No data yet.' }: ReportFigureProps<Row>) {
  const headingId = useId();
  const cellText = (value: string | number | null | undefined) => (value === null || value === undefined ? '--' : String(value));
  return (
    <section className="report-figure" aria-labelledby={headingId}>
      <div className="report-figure-header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="p-button p-button-outlined p-button-sm"
          aria-label={`Download CSV: ${title}`}
          onClick={() => downloadCsv(`${file}.csv`, toCsv(rows, columns))}
        >
          <i className="pi pi-download" aria-hidden="true" /> Download CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="report-figure-body">
          {chart && (
            <div className="report-chart">
              <Chart
                type={chart.type}
                ariaLabel={chartSummary(title, chart)}
                data={{
                  labels: chart.labels,
                  datasets: chart.series.map((series, index) => ({
                    label: series.label,
                    data: series.data,
                    backgroundColor: COLOURS[index % COLOURS.length],
                    borderColor: COLOURS[index % COLOURS.length],
                    tension: 0.2,
                  })),
                }}
                options={{
                  maintainAspectRatio: false,
                  animation: false,
                  indexAxis: chart.horizontal ? 'y' : 'x',
                  plugins: { legend: { display: chart.series.length > 1 } },
                  scales: chart.yMax === undefined ? undefined : { [chart.horizontal ? 'x' : 'y']: { min: 0, max: chart.yMax } },
                }}
              />
            </div>
          )}
          {/* Scrolls when long: focusable so the keyboard can scroll it. */}
          <div className="report-table-wrap" tabIndex={0} role="group" aria-label={`${title}: table`}>
            <table className="report-table">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.title} scope="col" className={column.numeric ? 'numeric' : undefined}>
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {columns.map((column, col) =>
                      col === 0 ? (
                        <th key={column.title} scope="row">
                          {cellText(column.value(row))}
                        </th>
                      ) : (
                        <td key={column.title} className={column.numeric ? 'numeric' : undefined}>
                          {cellText(column.value(row))}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}

/** Loading and error states of a report screen. */
export function ReportState({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return error ? (
    <p className="form-error" role="alert">
      {what} could not be loaded.{' '}
      <button type="button" className="p-button p-button-text" onClick={onRetry}>
        Retry
      </button>
    </p>
  ) : (
    <p className="muted" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading...
    </p>
  );
}

/** Rows of counts by one text field: `{ diagnosis: 'Myopia', count: 3 }`. */
export type CountRow<K extends string> = Record<K, string> & { count: number };

export interface CountFigureProps<K extends string> extends Pick<ReportFigureProps<CountRow<K>>, 'title' | 'file' | 'rows' | 'empty'> {
  /** The field that names a row, and its column's title. */
  by: K;
  byTitle: string;
  chart?: 'bar' | 'line';
  horizontal?: boolean;
}

/** A figure of case counts by one field (appointment type, diagnosis, date): its chart and two-column table. */
export function CountFigure<K extends string>({ title, file, rows, empty, by, byTitle, chart = 'bar', horizontal }: CountFigureProps<K>) {
  return (
    <ReportFigure<CountRow<K>>
      title={title}
      file={file}
      chart={{ type: chart, horizontal, labels: rows.map((r) => r[by]), series: [{ label: 'Cases', data: rows.map((r) => r.count) }] }}
      columns={[
        { title: byTitle, value: (r) => r[by] },
        { title: 'Cases', value: (r) => r.count, numeric: true },
      ]}
      rows={rows}
      empty={empty}
    />
  );
}
