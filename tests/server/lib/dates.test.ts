import { describe, expect, it } from 'vitest';
import { ageOn, isRealDate, localDate } from '../../../server/lib/dates';

describe('dates', () => {
  it('counts whole years, a birthday counting on its day (29 February on 1 March)', () => {
    const cases: [string, string, number][] = [
      ['1990-04-12', '2025-04-11', 34],
      ['1990-04-12', '2025-04-12', 35],
      ['1990-12-31', '2025-01-01', 34],
      ['2000-02-29', '2025-02-28', 24],
      ['2000-02-29', '2025-03-01', 25],
      ['2000-02-29', '2024-02-29', 24],
      ['2025-06-01', '2025-01-01', 0],
    ];
    for (const [dob, today, age] of cases) expect(ageOn(dob, today), `${dob} on ${today}`).toBe(age);
  });

  it('knows which days exist', () => {
    for (const day of ['2024-02-29', '2025-12-31', '0001-01-01', '1999-09-30']) expect(isRealDate(day), day).toBe(true);
    for (const day of ['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-1-01', '25-01-01', '']) {
      expect(isRealDate(day), day).toBe(false);
    }
  });

  it("writes the server's local date", () => {
    expect(localDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
