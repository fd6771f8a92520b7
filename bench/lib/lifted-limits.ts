/**
 * Write budgets (issue 19: saves per minute and MB per hour of each user, bookings and extra-test bytes per day)
 * lifted for a benchmark that sends the same large bodies again and again: otherwise the budget answers 429 before
 * the route does the work being measured. For an app in the bench process (`config.budgets`) and for a server
 * process (its environment).
 */
import type { BudgetLimits } from '../../server/services/usage-budgets';

const MANY = 1_000_000_000;

export const LIFTED_BUDGETS: BudgetLimits = {
  sectionSavesPerMinute: MANY,
  sectionBytesPerHour: MANY * 1024 * 1024,
  bookingsPerDay: MANY,
  frontDeskBookingsPerDay: MANY,
  extraTestBytesPerDay: MANY * 1024 * 1024,
  clinicExtraTestBytesPerDay: MANY * 1024 * 1024,
};

export const LIFTED_BUDGET_ENV: Record<string, string> = {
  SECTION_SAVES_PER_MINUTE: String(MANY),
  SECTION_SAVE_MB_PER_HOUR: String(MANY),
  BOOKINGS_PER_DAY: String(MANY),
  FRONT_DESK_BOOKINGS_PER_DAY: String(MANY),
  EXTRA_TEST_MB_PER_DAY: String(MANY),
  CLINIC_EXTRA_TEST_MB_PER_DAY: String(MANY),
};
