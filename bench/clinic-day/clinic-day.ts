// A clinic day under load: simulated people with think time (students reading and saving consultation sections,
// front desk searching, registering and booking, lecturers on their queue and reports, coordinators on the rota)
// against real server processes: SQLite with one process, PostgreSQL with one and with two processes (requests
// shared between them in turn, as a load balancer would). Everyone signs in during a ramp; the measured window
// follows. Baseline: a bare GET /api/health/ probe, one at a time, in the same run.
// Run: npm run bench:clinic-day   (writes the "clinic-day" section of bench/RESULTS.md)
// Options (environment): BENCH_USERS (500, or a list: "500,1000"), BENCH_SETUPS ("sqlite,postgres,postgres-2";
// "sqlite@1000" limits a setup to those user counts), BENCH_SECONDS (60, the measured window), BENCH_RAMP_SECONDS
// (30), BENCH_PATIENTS (10000 registered beforehand), BENCH_DATABASE_URL (a PostgreSQL server where CREATE DATABASE
// works), BENCH_WRITE (0: print only).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { startAppProcess, type AppProcess } from '../../tests/support/app-process';
import { createRepositories } from '../../server/db/repositories/index';
import { createAccount } from '../../server/services/accounts';
import { bulkDatabase } from '../lib/bulk-database';
import { writeSection } from '../lib/results';
import { dayTable, type DayFigures } from './day-report';
import { runDay, ROLE_MIX, type Person } from './people';

const USER_COUNTS = (process.env.BENCH_USERS ?? '500').split(',').map(Number);
const SETUPS = (process.env.BENCH_SETUPS ?? 'sqlite,postgres,postgres-2').split(',');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 30);
const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? `postgres://${userInfo().username}@%2Fvar%2Frun%2Fpostgresql/postgres`;
const PASSWORD = 'clinic-day-bench-1';

interface Setup {
  name: string;
  engine: 'sqlite' | 'postgres';
  processes: number;
  users: number;
}

function setups(): Setup[] {
  return SETUPS.flatMap((spec) => {
    const [kind, only] = spec.split('@') as [string, string | undefined];
    const [engine, processes] = kind.split('-') as ['sqlite' | 'postgres', string | undefined];
    const counts = only ? only.split('+').map(Number) : USER_COUNTS;
    const label = `${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${processes ?? 1} process${processes ? 'es' : ''}`;
    return counts.map((users) => ({ name: label, engine, processes: Number(processes ?? 1), users }));
  });
}

/** The accounts of `users` people in the role mix, created in the database before the servers start. */
async function createPeople(db: Parameters<typeof createRepositories>[0], users: number): Promise<Person[]> {
  const repos = createRepositories(db);
  const people: Person[] = [];
  for (let index = 0; index < users; index++) {
    const role = ROLE_MIX[index % ROLE_MIX.length]!;
    const username = `day-${role.replaceAll(' ', '-')}-${index}`;
    people.push({ username, password: PASSWORD, role });
  }
  // Hashing is the cost here: a few at a time.
  for (let start = 0; start < people.length; start += 8) {
    await Promise.all(
      people.slice(start, start + 8).map((person) =>
        createAccount(repos, { username: person.username, password: PASSWORD, role: person.role, firstName: 'Day', lastName: person.username }),
      ),
    );
  }
  return people;
}

async function measureSetup(setup: Setup): Promise<DayFigures> {
  const database = await bulkDatabase(setup.engine, PATIENTS, ADMIN_URL);
  const apps: AppProcess[] = [];
  try {
    const people = await createPeople(database.db, setup.users);
    await database.db.destroy();
    // Processes of one deployment share the database, the signing secret and the upload folder.
    const shared = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sightline-day-')),
      ...database.env,
      JWT_SECRET: `clinic-day-${randomBytes(24).toString('hex')}`,
      LOG_LEVEL: 'silent',
    };
    for (let index = 0; index < setup.processes; index++) apps.push(await startAppProcess({ env: shared }));
    const figures = await runDay({ baseUrls: apps.map((app) => app.baseUrl), people, rampSeconds: RAMP_SECONDS, seconds: SECONDS });
    console.log(`${setup.name}, ${setup.users} users: ${JSON.stringify(figures.overall)}`);
    return { ...figures, setup: setup.name, users: setup.users };
  } finally {
    for (const app of apps) await app.stop();
    await database.drop().catch(() => undefined);
  }
}

const results: DayFigures[] = [];
for (const setup of setups()) results.push(await measureSetup(setup));

const markdown = [
  '## clinic-day',
  '',
  `Command: \`npm run bench:clinic-day\` (${SECONDS} s measured after a ${RAMP_SECONDS} s sign-in ramp; ${PATIENTS} patients registered beforehand).`,
  '',
  dayTable(results),
  '',
  'People: students, front desk (hospital administrators), lecturers and coordinators in the proportions of `ROLE_MIX` ' +
    '(bench/clinic-day/people.ts), each signed in with an account of their own, then acting in turn with a think ' +
    'time of 1–3 s (uniform): students read today\'s list, read and save a consultation section of their own ' +
    'appointment; the front desk searches, opens the patient list, registers and books; lecturers open their queue, ' +
    'reports and today\'s list; coordinators the schedule, absences and the dashboard. Sign-ins are counted during the ' +
    'ramp, the rest during the window. Errors: any answer that is not 2xx, and failed connections. With two processes ' +
    'each request goes to the next process in turn. Baseline: a bare GET /api/health/ probe, one request at a time, ' +
    'during the same window. A machine shared with other work: read against the baseline.',
].join('\n');
if (process.env.BENCH_WRITE !== '0') writeSection('clinic-day', markdown);
console.log(markdown);
