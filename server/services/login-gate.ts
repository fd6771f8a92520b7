/**
 * Bounds the password checks (scrypt: about 50 ms of a thread-pool thread and 16 MB each) running at once, so a
 * flood of logins cannot take every thread or make a real user's login wait seconds behind it:
 * - at most `concurrency` checks run at once; the next ones wait in a queue of at most `maxQueued`, and past
 *   that a login is turned away at once ("busy") rather than left waiting;
 * - one client address holds at most `perAddress` places in that queue (running or waiting), so one address can
 *   never fill it and every other address keeps its turn. A few more logins from the same address wait in a line
 *   of their own (`perAddressWaiting`) for one of its places — a clinic behind one address whose staff sign in
 *   at the same moment is served in turn — and past that line the address is turned away ("address").
 */
import { addressKey } from './login-throttle';

export interface LoginGateSettings {
  concurrency: number;
  perAddress: number;
  /** Logins waiting for a turn, beyond those running (default 64: about a second of work). */
  maxQueued?: number;
  /** Logins of one address waiting for one of its places (default 8). */
  perAddressWaiting?: number;
}

/** A login turned away before its password was checked. */
export class LoginGateRefusal extends Error {
  override name = 'LoginGateRefusal';
  constructor(readonly reason: 'address' | 'busy') {
    super(reason === 'address' ? 'too many logins at once from one address' : 'login queue full');
  }
}

interface AddressLine {
  /** Places in the shared queue this address holds (running or waiting there). */
  holding: number;
  /** Logins of this address waiting for one of those places. */
  waiting: (() => void)[];
}

/** Hands a freed place straight to the next waiter, or gives it back (`release`) when nobody waits. */
function handOver(waiting: (() => void)[], release: () => void): void {
  const next = waiting.shift();
  if (next) next();
  else release();
}

export function createLoginGate(settings: LoginGateSettings) {
  const maxQueued = settings.maxQueued ?? 64;
  const perAddressWaiting = settings.perAddressWaiting ?? 8;
  const lines = new Map<string, AddressLine>();
  const waiting: (() => void)[] = [];
  let running = 0;

  /** Takes one of the address's places, waiting in its line if need be; throws when the line is full. */
  async function enterAddress(address: string): Promise<AddressLine> {
    let line = lines.get(address);
    if (!line) lines.set(address, (line = { holding: 0, waiting: [] }));
    if (line.holding < settings.perAddress) {
      line.holding++;
      return line;
    }
    if (line.waiting.length >= perAddressWaiting) throw new LoginGateRefusal('address');
    await new Promise<void>((resolve) => line.waiting.push(resolve));
    return line;
  }

  function leaveAddress(address: string, line: AddressLine): void {
    handOver(line.waiting, () => {
      line.holding--;
      if (line.holding === 0) lines.delete(address);
    });
  }

  async function enterQueue(): Promise<void> {
    if (running < settings.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxQueued) throw new LoginGateRefusal('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    /**
     * Runs `task` (the password check) when its turn comes; throws LoginGateRefusal, without running it, when
     * the address's line or the shared queue is full.
     */
    async run<T>(ip: string, task: () => Promise<T>): Promise<T> {
      const address = addressKey(ip);
      const line = await enterAddress(address);
      try {
        await enterQueue();
      } catch (error) {
        leaveAddress(address, line);
        throw error;
      }
      try {
        return await task();
      } finally {
        // The place passes straight to the next in line, so `running` only drops when nobody waits.
        handOver(waiting, () => running--);
        leaveAddress(address, line);
      }
    },

    /** Checks running and waiting in the shared queue now (for tests and diagnostics). */
    load(): { running: number; waiting: number } {
      return { running, waiting: waiting.length };
    },
  };
}

export type LoginGate = ReturnType<typeof createLoginGate>;
