/** The clinic-day figures as one markdown table: a column per setup and user count, a row per kind of request. */
import type { DayRun, Latencies } from './people';

export interface DayFigures extends DayRun {
  setup: string;
  users: number;
}

/** The issue's targets: p99 of the window's requests, no error; 100 ms for 500 people, 250 ms for 1,000. */
const targetMs = (users: number) => (users <= 500 ? 100 : 250);

const cell = (figures: Latencies | undefined) =>
  figures && figures.count > 0
    ? `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} / ${figures.p99.toFixed(1)}${figures.errors ? ` (${figures.errors} errors)` : ''}`
    : '–';

export function dayTable(results: readonly DayFigures[]): string {
  const kinds = [...new Set(results.flatMap((result) => Object.keys(result.kinds)))].filter((kind) => kind !== 'sign-in').sort();
  const row = (name: string, cells: string[]) => `| ${name} | ${cells.join(' | ')} |`;
  return [
    row('p50 / p95 / p99 ms', results.map((result) => `${result.setup}, ${result.users} users`)),
    row('---', results.map(() => '---')),
    row('bare GET /api/health/ (baseline)', results.map((result) => cell(result.health))),
    row('**all requests of the window**', results.map((result) => `**${cell(result.overall)}**`)),
    row('requests per second', results.map((result) => result.overall.perSecond.toFixed(0))),
    row('errors', results.map((result) => String(result.overall.errors))),
    ...kinds.map((kind) => row(kind, results.map((result) => `${cell(result.kinds[kind])} (${result.kinds[kind]?.count ?? 0})`))),
    row('sign-in (during the ramp)', results.map((result) => cell(result.kinds['sign-in']))),
    row(
      'target: p99 ≤ 100 ms (500 users), ≤ 250 ms (1,000), no error',
      results.map((result) => (result.overall.p99 <= targetMs(result.users) && result.overall.errors === 0 ? 'met' : 'NOT met')),
    ),
  ].join('\n');
}
