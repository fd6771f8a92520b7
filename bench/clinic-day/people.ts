/**
 * The simulated people of a clinic day (bench/clinic-day/clinic-day.ts): who they are, what each does in turn, and the
 * latencies they see, per kind of request.
 */
import { readFileSync } from 'node:fs';
import type { Role } from '../../src/lib/permissions';
import { benchPatient } from '../lib/bench-patient';
import { savedSections } from '../lib/manifest-sections';
import { percentile } from '../forms/stats';

/** One person in four is not a student: 12 students, 3 front desk, 3 lecturers, 2 coordinators in every 20. */
export const ROLE_MIX: readonly Role[] = [
  ...Array<Role>(12).fill('student'),
  ...Array<Role>(3).fill('hospital administrator'),
  ...Array<Role>(3).fill('lecturer'),
  ...Array<Role>(2).fill('coordinator'),
];

export interface Person {
  username: string;
  password: string;
  role: Role;
}

export interface Latencies {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface DayRun {
  /** Per kind of request ('sign-in', 'search patients', …). */
  kinds: Record<string, Latencies>;
  /** Every request of the window (sign-ins are in the ramp, not here). */
  overall: Latencies & { perSecond: number };
  health: Latencies;
}

interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** 'book': books the patient this call registered, for today. */
  then?: 'book';
}

/** Today's appointment for patient `patient`, as the front desk books it. */
const booking = (patient: unknown) => ({ patient, appointment_date: today(), appointment_type: 'New', status: 'Scheduled' });

const CASE_HISTORY = savedSections(['consultation']).find((section) => section.formId === 'case-history')!;
const CASE_HISTORY_DATA = JSON.parse(readFileSync('schemas/case-history/fixtures/valid-mixed-fields.json', 'utf8')) as unknown;
const SEARCHES = ['Mensah', 'Bench', 'Ama', '0244', 'Owusu', 'Kofi'];
const today = () => new Date().toISOString().slice(0, 10);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** What a person of `role` does next; `own` is a student's appointment today. */
function nextCall(role: Role, own: number | undefined, counter: () => number): Call {
  switch (role) {
    case 'student':
      return pick<() => Call>([
        () => ({ kind: "today's appointments", method: 'GET', path: '/api/clients/api/appointments/today/' }),
        () => ({ kind: 'read a section', method: 'GET', path: CASE_HISTORY.readPath(own!) }),
        () => ({ kind: 'read a section', method: 'GET', path: CASE_HISTORY.readPath(own!) }),
        () => ({
          kind: 'save a section',
          method: 'POST',
          path: CASE_HISTORY.path(own!),
          body: CASE_HISTORY.payload(CASE_HISTORY_DATA, { appointmentId: own! }),
        }),
      ])();
    case 'hospital administrator':
      return pick<() => Call>([
        () => ({ kind: 'search patients', method: 'GET', path: `/api/clients/api/search/?search=${pick(SEARCHES)}` }),
        () => ({ kind: 'search patients', method: 'GET', path: `/api/clients/api/search/?search=${pick(SEARCHES)}` }),
        () => ({ kind: 'patient list', method: 'GET', path: '/api/clients/api/patients/?page=1' }),
        // A walk-in: registered, then booked for today (the second call follows the first's answer).
        () => ({ kind: 'register a patient', method: 'POST', path: '/api/clients/api/patients/', body: benchPatient(500_000 + counter()), then: 'book' }),
        () => ({ kind: 'dashboard', method: 'GET', path: '/api/summary/api/dashboard/' }),
      ])();
    case 'lecturer':
      return pick<() => Call>([
        () => ({ kind: 'review queue', method: 'GET', path: '/api/reviews/' }),
        () => ({ kind: 'reports', method: 'GET', path: '/api/reports/summary/' }),
        () => ({ kind: "today's appointments", method: 'GET', path: '/api/clients/api/appointments/today/' }),
      ])();
    default:
      return pick<() => Call>([
        () => ({ kind: 'schedule', method: 'GET', path: '/api/clinic-schedule/schedules/' }),
        () => ({ kind: 'absences', method: 'GET', path: '/api/absences/absent-requests/' }),
        () => ({ kind: 'dashboard', method: 'GET', path: '/api/summary/api/dashboard/' }),
      ])();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencies(samples: readonly number[], errors: number): Latencies {
  return {
    count: samples.length,
    errors,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
  };
}

/** Runs the day: a sign-in ramp, then `seconds` of work with think time; requests go to `baseUrls` in turn. */
export async function runDay(options: { baseUrls: string[]; people: Person[]; rampSeconds: number; seconds: number }): Promise<DayRun> {
  const { baseUrls, people, rampSeconds, seconds } = options;
  let turn = 0;
  let registered = 0;
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let measuring = false;

  /** One request to the next process in turn: its answer when 2xx (else undefined, or a throw with `strict`). */
  const send = async (method: string, path: string, token?: string, body?: unknown, strict = false) => {
    const baseUrl = baseUrls[turn++ % baseUrls.length]!;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (strict && !response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return response.ok ? ((text ? JSON.parse(text) : {}) as Record<string, unknown>) : undefined;
    } catch (error) {
      if (strict) throw error;
      return undefined;
    }
  };
  const request = async (kind: string, method: string, path: string, token?: string, body?: unknown) => {
    const record = measuring || kind === 'sign-in';
    const started = performance.now();
    const answer = await send(method, path, token, body);
    if (record) {
      if (!samples.has(kind)) samples.set(kind, []);
      samples.get(kind)!.push(performance.now() - started);
      if (!answer) errors.set(kind, (errors.get(kind) ?? 0) + 1);
    }
    return answer;
  };

  // Sign-ins spread over the ramp; a student's appointment of today is booked beforehand by the front desk, the
  // bookings shared among its people (one person's bookings a day are bounded: FRONT_DESK_BOOKINGS_PER_DAY).
  const signIn = async (person: Person) => {
    const answer = await request('sign-in', 'POST', '/api/auth/auth/jwt/create/', undefined, { username: person.username, password: person.password });
    if (!answer) throw new Error(`${person.username} could not sign in`);
    return String(answer.access);
  };
  const deskTokens: string[] = [];
  for (const person of people.filter((someone) => someone.role === 'hospital administrator')) deskTokens.push(await signIn(person));
  samples.clear();
  errors.clear();
  const appointments = new Map<string, number>();
  for (const [index, person] of people.entries()) {
    if (person.role !== 'student') continue;
    const deskToken = deskTokens[index % deskTokens.length]!;
    const patient = await send('POST', '/api/clients/api/patients/', deskToken, benchPatient(900_000 + index), true);
    appointments.set(person.username, Number((await send('POST', '/api/clients/api/appointments/', deskToken, booking(patient!.id), true))!.id));
  }

  const rampEnd = performance.now() + rampSeconds * 1000;
  const end = rampEnd + seconds * 1000;
  const health: number[] = [];
  let healthErrors = 0;
  const probe = async () => {
    await sleep(rampEnd - performance.now());
    while (performance.now() < end) {
      const started = performance.now();
      const answer = await fetch(`${baseUrls[0]}/api/health/`).catch(() => undefined);
      health.push(performance.now() - started);
      if (!answer?.ok) healthErrors++;
      await answer?.text();
      await sleep(100);
    }
  };
  const live = async (person: Person, index: number) => {
    await sleep((index / people.length) * rampSeconds * 1000);
    const token = await signIn(person);
    // A student's section is saved once before the window, so that reading it finds a record.
    const own = appointments.get(person.username);
    if (own !== undefined) await send('POST', CASE_HISTORY.path(own), token, CASE_HISTORY.payload(CASE_HISTORY_DATA, { appointmentId: own }), true);
    await sleep(rampEnd - performance.now());
    measuring = true;
    while (performance.now() < end) {
      await sleep(1000 + Math.random() * 2000);
      if (performance.now() >= end) break;
      const call = nextCall(person.role, own, () => registered++);
      const answer = await request(call.kind, call.method, call.path, token, call.body);
      if (call.then === 'book' && answer) await request('book an appointment', 'POST', '/api/clients/api/appointments/', token, booking(answer.id));
    }
  };
  await Promise.all([probe(), ...people.map(live)]);

  const kinds = Object.fromEntries([...samples].map(([kind, list]) => [kind, latencies(list, errors.get(kind) ?? 0)]));
  const window = [...samples].filter(([kind]) => kind !== 'sign-in').flatMap(([, list]) => list);
  const windowErrors = [...errors].filter(([kind]) => kind !== 'sign-in').reduce((sum, [, count]) => sum + count, 0);
  return {
    kinds,
    overall: { ...latencies(window, windowErrors), perSecond: window.length / seconds },
    health: latencies(health, healthErrors),
  };
}
