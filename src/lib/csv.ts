import Papa from 'papaparse';

/**
 * CSV of a table (RFC 4180, written by Papa Parse): a header row of the columns' titles, then one line per row, CRLF
 * between lines. A cell holding a comma, a quote, a line break or leading/trailing spaces is quoted (quotes doubled).
 * A text cell that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) is
 * prefixed with a single quote and quoted (OWASP CSV injection); numbers are written as they are, so a negative number
 * stays a number, and a number that is not finite is an empty cell.
 */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
}

type Cell = string | number | null | undefined;

const finite = (value: Cell): Cell => (typeof value === 'number' && !Number.isFinite(value) ? null : value);

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => column.title), ...rows.map((row) => columns.map((column) => finite(column.value(row))))];
  return `${Papa.unparse(lines, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** Offers `text` as a download named `filename` (a CSV file). */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
