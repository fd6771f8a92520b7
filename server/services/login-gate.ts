/**
 * Bounds the password checks (scrypt: about 50 ms of a thread-pool thread and 16 MB each) running at once, and
 * serves the logins waiting for one fairly:
 * - at most `concurrency` checks run at once; the next ones wait in one queue of at most `maxQueued`;
 * - the queue is a line per client address, served round-robin: a freed place goes to the waiting address served
 *   longest ago (or never), not to the next login in arrival order, so a hundred logins from one address (a clinic
 *   behind one NAT, or a flood) delay a login from elsewhere by about one check per address ahead of it;
 * - only a full queue turns a login away (LoginGateRefusal, with the wait to suggest), and then the refusal falls
 *   on the address holding the most places: a newcomer from another address takes the last place of the longest
 *   line, so one address can never fill the queue against the others.
 */
import { addressKey } from './login-throttle';

export interface LoginGateSettings {
  concurrency: number;
  /** Logins waiting for a turn, beyond those running (default 200: about five seconds of work). */
  maxQueued?: number;
}

/** A login turned away before its password was checked: the queue was full. */
export class LoginGateRefusal extends Error {
  override name = 'LoginGateRefusal';
  constructor(readonly retryAfterSeconds: number) {
    super('login queue full');
  }
}

interface Waiter {
  admit(): void;
  refuse(refusal: LoginGateRefusal): void;
}

/** A first guess at a check's length, until some have been timed. */
const FIRST_ESTIMATE_MS = 50;

export function createLoginGate(settings: LoginGateSettings) {
  const maxQueued = settings.maxQueued ?? 200;
  /** Logins waiting, per address. */
  const lines = new Map<string, Waiter[]>();
  /** Checks running per address, and when each address was last served (a serial number): the round's order. */
  const runningAt = new Map<string, number>();
  const lastServed = new Map<string, number>();
  let serial = 0;
  let waiting = 0;
  let running = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  /** Seconds until a place would likely be free again: the queue's work spread over the running checks. */
  function retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((waiting + running) * averageMs) / settings.concurrency / 1000));
  }

  /** The address with the longest line (the first such in turn). */
  function longestLine(): [string, Waiter[]] | undefined {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of lines) if (!longest || entry[1].length > longest[1].length) longest = entry;
    return longest;
  }

  function started(address: string): void {
    runningAt.set(address, (runningAt.get(address) ?? 0) + 1);
    lastServed.set(address, ++serial);
  }

  /** Forgets an address once it has nothing running and nothing waiting. */
  function finished(address: string): void {
    const left = (runningAt.get(address) ?? 1) - 1;
    if (left > 0) runningAt.set(address, left);
    else runningAt.delete(address);
    if (left <= 0 && !lines.has(address)) lastServed.delete(address);
  }

  /** The next login in turn: the first of the waiting address served longest ago. */
  function takeNext(): Waiter | undefined {
    let chosen: [string, Waiter[]] | undefined;
    for (const entry of lines) {
      if (!chosen || (lastServed.get(entry[0]) ?? 0) < (lastServed.get(chosen[0]) ?? 0)) chosen = entry;
    }
    if (!chosen) return undefined;
    const [address, line] = chosen;
    const next = line.shift()!;
    if (line.length === 0) lines.delete(address);
    waiting--;
    started(address);
    return next;
  }

  /** A place was freed: it passes straight to the next in turn, so `running` only drops when nobody waits. */
  function release(): void {
    const next = takeNext();
    if (next) next.admit();
    else running--;
  }

  /** Makes room for a login of `address` in a full queue, or throws when its own line is the longest. */
  function makeRoom(address: string): void {
    const own = lines.get(address)?.length ?? 0;
    const longest = longestLine();
    const refusal = new LoginGateRefusal(retryAfterSeconds());
    if (!longest || longest[1].length <= own + 1) throw refusal;
    const [other, line] = longest;
    line.pop()!.refuse(refusal);
    if (line.length === 0) lines.delete(other);
    if (line.length === 0 && !runningAt.has(other)) lastServed.delete(other);
    waiting--;
  }

  async function enter(address: string): Promise<void> {
    if (running < settings.concurrency && waiting === 0) {
      running++;
      started(address);
      return;
    }
    if (waiting >= maxQueued) makeRoom(address);
    await new Promise<void>((admit, refuse) => {
      const line = lines.get(address);
      if (line) line.push({ admit, refuse });
      else lines.set(address, [{ admit, refuse }]);
      waiting++;
    });
  }

  return {
    /**
     * Runs `task` (the password check) when its turn comes; throws LoginGateRefusal, without running it, when the
     * queue is full and this login's address holds the most places (or is pushed out by another address).
     */
    async run<T>(ip: string, task: () => Promise<T>): Promise<T> {
      const address = addressKey(ip);
      await enter(address);
      const start = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.9 + (performance.now() - start) * 0.1;
        finished(address);
        release();
      }
    },

    /** Checks running and waiting in the queue now (for tests and diagnostics). */
    load(): { running: number; waiting: number } {
      return { running, waiting };
    },
  };
}

export type LoginGate = ReturnType<typeof createLoginGate>;
