/** toCsv: header from the titles, one line per row, quoting, and the guard against spreadsheet formulas. */
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '../../../src/lib/csv';

interface Row {
  name: string;
  count: number | null;
}
const COLUMNS: CsvColumn<Row>[] = [
  { title: 'Name', value: (row) => row.name },
  { title: 'Count', value: (row) => row.count },
];

describe('toCsv', () => {
  it('writes the titles, then one line per row, CRLF-terminated', () => {
    expect(toCsv([{ name: 'Ama', count: 3 }, { name: 'Kofi', count: null }], COLUMNS)).toBe('Name,Count\r\nAma,3\r\nKofi,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], COLUMNS)).toBe('Name,Count\r\n');
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    const rows = [
      { name: 'Owusu, Ama', count: 1 },
      { name: 'the "best"', count: 2 },
      { name: 'two\nlines', count: 3 },
      { name: ' padded', count: 4 },
    ];
    expect(toCsv(rows, COLUMNS)).toBe('Name,Count\r\n"Owusu, Ama",1\r\n"the ""best""",2\r\n"two\nlines",3\r\n" padded",4\r\n');
  });

  it('guards text starting with = + - @ tab or CR against formula injection (quoted, quote-prefixed), but leaves numbers alone', () => {
    const rows = ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', '=a,b'].map((name) => ({ name, count: -5 }));
    expect(toCsv(rows, COLUMNS).split('\r\n').slice(1, -1)).toEqual([
      `"'=SUM(A1)",-5`,
      `"'+1",-5`,
      `"'-2",-5`,
      `"'@cmd",-5`,
      `"'\tx",-5`,
      `"'\rx",-5`,
      `"'=a,b",-5`,
    ]);
  });

  it('exports a patient value =HYPERLINK(...) as text, not a formula', () => {
    const csv = toCsv([{ name: '=HYPERLINK("http://evil.example","Click")', count: 1 }], COLUMNS);
    expect(csv).toBe('Name,Count\r\n"\'=HYPERLINK(""http://evil.example"",""Click"")",1\r\n');
    expect(csv.split('\r\n')[1]!.startsWith('=')).toBe(false);
  });

  it('writes a number that is not finite as an empty cell', () => {
    expect(toCsv([{ name: 'x', count: Number.NaN }, { name: 'y', count: Infinity }], COLUMNS)).toBe('Name,Count\r\nx,\r\ny,\r\n');
  });

  it('quotes a title that needs it and writes decimals as they are', () => {
    expect(toCsv([{ name: 'x', count: 72.5 }], [{ title: 'A, B', value: (row: Row) => row.count }])).toBe('"A, B"\r\n72.5\r\n');
  });
});
