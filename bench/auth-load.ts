// Load benchmark for the auth API: login, the authenticated read GET auth/auth/users/me/ and the bare
// GET /api/health/ route, against a real server process on the embedded SQLite database.
// Run: npm run bench:auth   (writes the "auth-load" section of bench/RESULTS.md)
import { startAppProcess } from '../tests/support/app-process';
import { measure, median, type LoadFigures, type LoadTarget } from './lib/load';
import { writeSection } from './lib/results';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

// Every connection logs in to one account from one address. Logins in flight count toward the login limit, and one
// address may hold only a few password checks at once: raise both, as if the clients came from as many addresses.
const app = await startAppProcess({
  env: { LOG_LEVEL: 'silent', LOGIN_MAX_FAILURES: '1000', LOGIN_CONCURRENCY_PER_ADDRESS: String(CONNECTIONS) },
});
try {
  const credentials = JSON.stringify({ username: 'student', password: 'demo1234' });
  const login = await fetch(`${app.baseUrl}/api/auth/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { access } = (await login.json()) as { access: string };

  const targets: Record<string, LoadTarget> = {
    'bare GET /api/health/': { url: `${app.baseUrl}/api/health/` },
    'GET /api/auth/auth/users/me/': {
      url: `${app.baseUrl}/api/auth/auth/users/me/`,
      headers: { authorization: `Bearer ${access}` },
    },
    'POST /api/auth/auth/jwt/create/': {
      url: `${app.baseUrl}/api/auth/auth/jwt/create/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    },
  };

  const runs: Record<string, LoadFigures[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  // Interleave the targets round by round so machine noise falls on all of them alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) {
      const figures = await measure({ ...target, connections: CONNECTIONS, durationSeconds: SECONDS });
      if (figures.non2xx > 0) throw new Error(`${name}: ${figures.non2xx} failed requests`);
      runs[name]!.push(figures);
      console.log(`round ${round + 1} ${name}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Ms} ms`);
    }
  }

  const bare = median(runs['bare GET /api/health/']!.map((r) => r.requestsPerSecond));
  const rows = Object.entries(runs).map(([name, list]) => {
    const rps = median(list.map((r) => r.requestsPerSecond));
    const p99 = median(list.map((r) => r.p99Ms));
    return `| ${name} | ${rps.toFixed(0)} | ${p99.toFixed(1)} | ${((rps / bare) * 100).toFixed(0)}% |`;
  });
  const me = median(runs['GET /api/auth/auth/users/me/']!.map((r) => r.requestsPerSecond));
  const verdict = me / bare >= 0.5 ? 'met' : 'NOT met';
  const table = [
    '## auth-load',
    '',
    `Command: \`npm run bench:auth\` (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} interleaved rounds, medians; server on SQLite, logging off).`,
    '',
    '| route | req/s (median) | p99 ms (median) | vs bare route |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Target: the authenticated read at ≥ 50% of the bare route's throughput — ${verdict} (${((me / bare) * 100).toFixed(0)}%).`,
    'Login is bounded by the deliberate cost of scrypt password hashing, which is the point of it.',
  ].join('\n');
  writeSection('auth-load', table);
  console.log(table);
} finally {
  await app.stop();
}
