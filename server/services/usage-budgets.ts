/**
 * Per-user write budgets (docs/decisions.md, "Write budgets"): section saves per minute and their bytes per hour,
 * bookings per day (front desk more than others), extra-test upload bytes per day per user and for the whole clinic.
 * Kept in the database (server/db/repositories/usage-budgets.ts) so every server process counts against the same
 * figures. Windows are fixed (the minute, the hour, the UTC day); over a budget is 429 with Retry-After (the seconds
 * until the window ends) and nothing is written.
 */
import type { BudgetCharge, UsageBudgetsRepository } from '../db/repositories/usage-budgets';
import { ApiError } from '../lib/api-error';
import { formatBytes } from './upload-quota';

export interface BudgetLimits {
  sectionSavesPerMinute: number;
  sectionBytesPerHour: number;
  bookingsPerDay: number;
  /** Bookings per day of a role that books for others (`appointment.book_from_list`: the front desk). */
  frontDeskBookingsPerDay: number;
  extraTestBytesPerDay: number;
  /** Extra-test bytes per day of everyone together. */
  clinicExtraTestBytesPerDay: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The subject of a budget the whole clinic shares. */
const CLINIC = 'clinic';

interface Budget {
  kind: string;
  window: number;
  /** What the limit counts, for the message: "60 saves per minute", "20 MB of records per hour". */
  describe(limit: number): string;
  /** The first words of the message: "Save limit reached". */
  what: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const BUDGETS = {
  sectionSaves: { kind: 'section-saves', window: MINUTE, what: 'Save limit reached', describe: (n) => `${plural(n, 'save')} per minute` },
  sectionBytes: { kind: 'section-bytes', window: HOUR, what: 'Save limit reached', describe: (n) => `${formatBytes(n)} of records per hour` },
  bookings: { kind: 'bookings', window: DAY, what: 'Booking limit reached', describe: (n) => `${plural(n, 'booking')} per day` },
  extraTestBytes: { kind: 'extra-test-bytes', window: DAY, what: 'Upload limit reached', describe: (n) => `${formatBytes(n)} of extra tests per day` },
  clinicExtraTestBytes: {
    kind: 'clinic-extra-test-bytes',
    window: DAY,
    what: 'Upload limit reached',
    describe: (n) => `${formatBytes(n)} of extra tests per day for the whole clinic`,
  },
} satisfies Record<string, Budget>;

const BY_KIND = new Map<string, Budget>(Object.values(BUDGETS).map((budget) => [budget.kind, budget]));

/** A wait as a person says it: "42 seconds", "12 minutes", "5 hours". */
export function waitText(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 2 * 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function refusal(charge: BudgetCharge, now: number): ApiError {
  const budget = BY_KIND.get(charge.kind)!;
  const seconds = Math.max(1, Math.ceil((charge.expiresAt - now) / 1000));
  const detail = `${budget.what}: at most ${budget.describe(charge.limit)}. Try again in ${waitText(seconds)}.`;
  return ApiError.detail(429, detail, { 'retry-after': String(seconds) });
}

function charge(budget: Budget, subject: string | number, amount: number, limit: number, now: number): BudgetCharge {
  const windowStart = Math.floor(now / budget.window) * budget.window;
  return { kind: budget.kind, subject: String(subject), amount, limit, windowStart, expiresAt: windowStart + budget.window };
}

export function createUsageBudgets(repo: UsageBudgetsRepository, limits: BudgetLimits, clock: () => number = () => Date.now()) {
  async function spend(charges: BudgetCharge[], now: number): Promise<void> {
    const full = await repo.spend(charges, now);
    if (full) throw refusal(full, now);
  }

  const extraTestCharges = (userId: number, bytes: number, now: number) => [
    charge(BUDGETS.extraTestBytes, userId, bytes, limits.extraTestBytesPerDay, now),
    charge(BUDGETS.clinicExtraTestBytes, CLINIC, bytes, limits.clinicExtraTestBytesPerDay, now),
  ];

  return {
    limits,

    /** A section save of `bytes` (its body as JSON): one save of the minute and its bytes of the hour. */
    sectionSave(userId: number, bytes: number): Promise<void> {
      const now = clock();
      return spend(
        [
          charge(BUDGETS.sectionSaves, userId, 1, limits.sectionSavesPerMinute, now),
          charge(BUDGETS.sectionBytes, userId, bytes, limits.sectionBytesPerHour, now),
        ],
        now,
      );
    },

    /** One booking of the day; `frontDesk` users have the larger budget. */
    booking(userId: number, frontDesk: boolean): Promise<void> {
      const now = clock();
      const limit = frontDesk ? limits.frontDeskBookingsPerDay : limits.bookingsPerDay;
      return spend([charge(BUDGETS.bookings, userId, 1, limit, now)], now);
    },

    /** A stored extra-test file of `bytes`: the user's bytes of the day and the clinic's. */
    extraTestFile(userId: number, bytes: number): Promise<void> {
      const now = clock();
      return spend(extraTestCharges(userId, bytes, now), now);
    },

    /**
     * Before a file's bytes are read: 429 when `declaredBytes` (the request's length) cannot fit in what is left
     * of the day's extra-test bytes, the user's or the clinic's. Spends nothing (the stored file is spent).
     */
    async extraTestRoom(userId: number, declaredBytes: number): Promise<void> {
      const now = clock();
      for (const wanted of extraTestCharges(userId, Math.max(declaredBytes, 1), now)) {
        const used = await repo.used(wanted.kind, wanted.subject, wanted.windowStart);
        if (used + wanted.amount > wanted.limit) throw refusal(wanted, now);
      }
    },
  };
}

export type UsageBudgets = ReturnType<typeof createUsageBudgets>;
