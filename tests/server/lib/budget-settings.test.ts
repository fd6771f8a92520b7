/** The write budgets and the low-disk threshold are read from the environment, with defaults a busy clinic never meets. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, loadConfig } from '../../../server/config';

const MB = 1024 * 1024;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'sightline-budgets-')), JWT_SECRET: 'x'.repeat(48) };

describe('budget settings', () => {
  it('uses the defaults when unset', () => {
    const config = loadConfig(env);
    expect(config.budgets).toEqual(DEFAULT_BUDGETS);
    expect(config.budgets.frontDeskBookingsPerDay).toBeGreaterThan(config.budgets.bookingsPerDay);
    expect(config.lowDiskBytes).toBe(1024 * MB);
  });

  it('reads each budget (megabytes as such) and the low-disk threshold', () => {
    const config = loadConfig({
      ...env,
      SECTION_SAVES_PER_MINUTE: '10',
      SECTION_SAVE_MB_PER_HOUR: '5',
      BOOKINGS_PER_DAY: '20',
      FRONT_DESK_BOOKINGS_PER_DAY: '300',
      EXTRA_TEST_MB_PER_DAY: '50',
      CLINIC_EXTRA_TEST_MB_PER_DAY: '500',
      LOW_DISK_MB: '0',
    });
    expect(config.budgets).toEqual({
      sectionSavesPerMinute: 10,
      sectionBytesPerHour: 5 * MB,
      bookingsPerDay: 20,
      frontDeskBookingsPerDay: 300,
      extraTestBytesPerDay: 50 * MB,
      clinicExtraTestBytesPerDay: 500 * MB,
    });
    expect(config.lowDiskBytes).toBe(0);
  });

  it('refuses a budget that is not a positive whole number, naming it', () => {
    expect(() => loadConfig({ ...env, BOOKINGS_PER_DAY: '0' })).toThrow('BOOKINGS_PER_DAY must be a positive whole number, got "0".');
    expect(() => loadConfig({ ...env, SECTION_SAVE_MB_PER_HOUR: '1.5' })).toThrow(/^SECTION_SAVE_MB_PER_HOUR must be/);
  });
});
