/**
 * CSV of a table (RFC 4180): a header row of the columns' titles, then one line per row, CRLF between lines. A cell
 * holding a comma, a quote, a line break or leading/trailing spaces is quoted (quotes doubled). A text cell that a
 * spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a
 * single quote; numbers are written as they are, so a negative number stays a number.
 */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
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
