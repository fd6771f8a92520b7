/**
 * A clock for a script run outside Vitest: `Date` (and `Date.now()`) answer a set instant, which moves only when
 * told, so that a capture writes the same kind of timestamps on every run and in a known order. Timers are left
 * alone. Inside a test, `vi.setSystemTime` does the same.
 */
export interface StandingClock {
  /** The instant `Date` answers now, in epoch milliseconds. */
  now(): number;
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
  /** Gives `Date` back its real clock. */
  restore(): void;
}

export function standClockAt(iso: string): StandingClock {
  const RealDate = Date;
  let now = RealDate.parse(iso);
  if (Number.isNaN(now)) throw new Error(`not an ISO instant: ${iso}`);
  class StandingDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return now;
    }
  }
  globalThis.Date = StandingDate as DateConstructor;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    restore() {
      globalThis.Date = RealDate;
    },
  };
}
