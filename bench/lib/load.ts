import autocannon from 'autocannon';

/** One load run's figures. */
export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationSeconds?: number;
}

/** Runs autocannon against one target and returns mean req/s and p99 latency. */
export async function measure(target: LoadTarget): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? 10,
    duration: target.durationSeconds ?? 5,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank `p`th percentile of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
