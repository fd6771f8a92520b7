/** Calendar-day arithmetic of the schedule's dates (YYYY-MM-DD): the same days whatever the server's time zone. */
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, readScheduleRange } from '../../../server/features/clinic-schedule/service';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('schedule calendar days', () => {
  it('moves a date across a month end, a leap day and a year end, either way', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-01-01', -1)).toBe('2027-12-31');
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
  });

  it('counts every calendar day in a time zone that skipped one (Samoa, 30 December 2011) or changes clocks', () => {
    for (const tz of ['Pacific/Apia', 'America/Sao_Paulo', 'Europe/London']) {
      process.env.TZ = tz;
      expect(addDays('2011-12-29', 1), tz).toBe('2011-12-30');
      expect(addDays('2026-03-28', 2), tz).toBe('2026-03-30');
      expect(readScheduleRange({ from: '2011-12-29', to: '2011-12-31' }), tz).toEqual({ from: '2011-12-29', to: '2011-12-31' });
    }
  });
});
