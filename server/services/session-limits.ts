/**
 * How long a session may stay open on a shared PC: an idle limit (no authenticated request and no refresh for that
 * long) and an absolute lifetime from its sign-in (`SESSION_IDLE_MINUTES`, `SESSION_MAX_HOURS`).
 */
import type { SessionActivityRow } from '../db/tables/session-activity';

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

/** Activity is written at most this often per session, so that reads do not each write. */
const TOUCH_EVERY_MS = 30_000;

export function sessionLimits(idleMinutes: number, maxHours: number): SessionLimits {
  return { idleMs: idleMinutes * 60_000, maxMs: maxHours * 3_600_000 };
}

/** Whether a session with this activity may still be used at `now`. */
export function sessionStillOpen(activity: SessionActivityRow | undefined, now: Date, limits: SessionLimits): boolean {
  if (!activity) return false;
  const time = now.getTime();
  return (
    time - Date.parse(activity.last_seen_at) < limits.idleMs && time - Date.parse(activity.started_at) < limits.maxMs
  );
}

/**
 * How stale a session's recorded activity may get before a request writes it again: 30 s, or a tenth of the idle
 * limit when that is shorter, so a recorded time is never so old that an active session looks idle.
 */
export function touchInterval(limits: SessionLimits): number {
  return Math.min(TOUCH_EVERY_MS, limits.idleMs / 10);
}
