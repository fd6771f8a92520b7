import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from '../../../src/lib/display-dates';

describe('display dates', () => {
  it("shows a day day-first: '27 Nov 2026'", () => {
    expect(formatDate('2026-11-27')).toBe('27 Nov 2026');
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
    expect(formatDate(new Date(2026, 10, 27, 23, 59))).toBe('27 Nov 2026');
  });

  it('keeps a YYYY-MM-DD day on its calendar day whatever the time zone', () => {
    // Read as local midnight, never as UTC midnight (which is the day before west of Greenwich).
    expect(formatDate('2026-03-01')).toBe('1 Mar 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it("shows a moment as '27 Nov 2026, 14:00' in local time, 24-hour clock", () => {
    expect(formatDateTime(new Date(2026, 10, 27, 14, 0, 59))).toBe('27 Nov 2026, 14:00');
    expect(formatDateTime(new Date(2026, 10, 27, 9, 5).toISOString())).toBe('27 Nov 2026, 09:05');
    expect(formatTime(new Date(2026, 10, 27, 18, 30))).toBe('18:30');
  });

  it('answers nothing for no value, and other text as it is', () => {
    for (const none of [null, undefined, '']) {
      expect(formatDate(none)).toBe('');
      expect(formatDateTime(none)).toBe('');
    }
    expect(formatDate('last spring')).toBe('last spring');
    expect(formatDateTime('2026-02-30x')).toBe('2026-02-30x');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

/** Every source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('one display format', () => {
  it('is the only place the client words a date: no screen formats one with the browser locale', () => {
    const ownFormatting = /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat/;
    const offenders = sources('src').filter((file) => !file.endsWith(join('lib', 'display-dates.ts')) && ownFormatting.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
