/**
 * A call that got no answer from the server: `offline` (the request could not reach it: no network, the server down
 * or the connection dropped) or `timeout` (sent, but no answer in time — a write may still have arrived). Thrown by
 * the fetch wrapper of `src/api`; `src/lib/format-error.ts` words it. HTTP answers are never this.
 */
export type NetworkFailure = 'offline' | 'timeout';

/** The short wording of each failure, for a read's error line ('Error: You are offline.'). */
const MESSAGES: Record<NetworkFailure, string> = {
  offline: 'You are offline.',
  timeout: 'The server did not answer in time.',
};

export class NetworkError extends Error {
  readonly kind: NetworkFailure;

  constructor(kind: NetworkFailure, options?: { cause?: unknown }) {
    super(MESSAGES[kind], options);
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

/** The failure of a call that got no answer, if that is what `error` is. */
export function networkFailureOf(error: unknown): NetworkFailure | undefined {
  return error instanceof NetworkError ? error.kind : undefined;
}
