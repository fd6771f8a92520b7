/**
 * Bulk demo data for load and search testing (`npm run seed:bulk`): patients with Ghanaian names, phones, dates
 * of birth, addresses and the registration form's choices, registered over the last two years in order, each with
 * 0-3 appointments since registration, plus a few today. Deterministic: the same seed, count and day give the
 * same rows. Written in batches, one transaction per batch.
 */
import type { Kysely } from 'kysely';
import { localDate } from '../../lib/dates';
import { createRepositories } from '../repositories/index';
import type { BulkPatient } from '../repositories/patients';
import type { NewAppointment } from '../tables/appointments';
import type { Database } from '../tables/database';
import {
  FEMALE_FIRST_NAMES,
  LANDMARKS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  OCCUPATIONS,
  OTHER_NAMES,
  PHONE_PREFIXES,
  STREETS,
  TOWNS,
} from './ghana-names';

/** The registration form's choices (read from its schema by the caller). */
export interface FormChoices {
  clinics: readonly string[];
  regions: readonly string[];
  occupationCategories: readonly string[];
}

export interface BulkSeedOptions {
  patients: number;
  seed: number;
  /** users.id recorded as the author of every row. */
  createdBy: number;
  choices: FormChoices;
  /** "Now" for the data (registrations end, appointments up to today); defaults to the real now. */
  now?: Date;
  /** Called after each batch with the number of patients written so far. */
  onProgress?: (written: number) => void;
}

export interface BulkSeedResult {
  firstId: number;
  lastId: number;
  appointments: number;
  today: number;
}

const BATCH = 2000;
const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function generator(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const phone = () => `${pick(PHONE_PREFIXES)}${digits(7)}`;
  return { int, pick, chance, digits, phone };
}

export async function seedBulkPatients(db: Kysely<Database>, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const random = seededRandom(options.seed);
  const { int, pick, chance, digits, phone } = generator(random);
  const { clinics, regions, occupationCategories } = options.choices;
  const now = options.now ?? new Date();
  const today = localDate(now);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const start = now.getTime() - SPAN_DAYS * DAY_MS;
  const firstId = (await createRepositories(db).patients.maxId()) + 1;
  // A clinic day's worth of appointments today, on patients spread over the whole set.
  const todayShare = Math.min(1, Math.max(5, Math.round(options.patients * 0.0005)) / Math.max(1, options.patients));
  let appointmentCount = 0;
  let todayCount = 0;

  for (let done = 0; done < options.patients; done += BATCH) {
    const patients: BulkPatient[] = [];
    const appointments: NewAppointment[] = [];
    for (let i = done; i < Math.min(done + BATCH, options.patients); i++) {
      const id = firstId + i;
      // Registered in id order over the last two years.
      const registeredMs = start + ((i + random()) / options.patients) * (now.getTime() - start);
      const registered = new Date(Math.min(registeredMs, now.getTime()));
      const male = chance(0.48);
      const lastName = pick(LAST_NAMES);
      const region = pick(regions);
      const town = pick(TOWNS[region] ?? ['Accra']);
      const category = pick(occupationCategories);
      const age = Math.floor(random() ** 1.3 * 88) + 1;
      const dob = new Date(registered.getTime() - age * 365.25 * DAY_MS - int(0, 364) * DAY_MS);
      const provider = random();
      const insurance = provider < 0.6 ? 'NHIS' : provider < 0.7 ? 'Private' : null;
      patients.push({
        id,
        first_name: pick(male ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
        last_name: lastName,
        other_names: chance(0.35) ? pick(OTHER_NAMES) : null,
        dob: localDate(dob),
        gender: male ? 'Male' : 'Female',
        clinic: pick(clinics),
        occupation_category: category,
        occupation: pick(OCCUPATIONS[category] ?? ['Other']),
        address: chance(0.7) ? `H/No. ${int(1, 250)}, ${pick(STREETS)}, ${town}` : `P.O. Box ${int(1, 999)}, ${town}`,
        residence: chance(0.6) ? town : null,
        region,
        landmark: pick(LANDMARKS),
        hometown: pick(TOWNS[pick(regions)] ?? ['Kumasi']),
        primary_phone: phone(),
        alternate_phone: chance(0.3) ? phone() : null,
        emergency_contact_name: `${pick(chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)} ${lastName}`,
        emergency_contact_number: phone(),
        hospital_id: chance(0.5) ? `UCC-EYE-${pad(id, 6)}` : null,
        date_of_first_visit: chance(0.7) ? localDate(registered) : null,
        insurance_provider: insurance,
        insurance_number: insurance === 'NHIS' ? digits(8) : insurance === 'Private' ? `PRV-${digits(8)}` : null,
        registration_date: localDate(registered),
        created_by: options.createdBy,
        created_at: registered.toISOString(),
      });

      // The first visit is the day of registration; reviews fall on later days before today.
      const visits = [0, 1, 1, 2, 2, 3][int(0, 5)]!;
      const reviews = Array.from({ length: Math.max(0, visits - 1) }, () => registered.getTime() + random() * (startOfToday - registered.getTime()))
        .filter((ms) => ms > registered.getTime() && ms < startOfToday)
        .sort((a, b) => a - b)
        .map((ms) => localDate(new Date(ms)));
      const days = visits > 0 ? [localDate(registered), ...reviews] : reviews;
      if (chance(todayShare) && days.at(-1) !== today) days.push(today);
      days.forEach((day, visit) => {
        const isToday = day === today;
        const roll = random();
        const status = isToday
          ? roll < 0.7 ? 'Scheduled' : roll < 0.95 ? 'Completed' : 'Cancelled'
          : roll < 0.85 ? 'Completed' : roll < 0.95 ? 'Cancelled' : 'Scheduled';
        const createdAt = new Date(Math.max(registered.getTime(), Date.parse(`${day}T08:00:00`) - int(0, 14) * DAY_MS));
        appointments.push({
          patient_id: id,
          appointment_date: day,
          appointment_type: visit === 0 ? 'New' : 'Review',
          status,
          notes: chance(0.2) ? 'Follow-up as planned.' : null,
          created_by: options.createdBy,
          created_at: createdAt.toISOString(),
          completed_at: status === 'Completed' ? new Date(Date.parse(`${day}T10:00:00`)).toISOString() : null,
        });
        if (isToday) todayCount += 1;
      });
    }
    await db.transaction().execute(async (trx) => {
      const repos = createRepositories(trx);
      await repos.patients.insertWithIds(patients);
      await repos.appointments.insertMany(appointments);
    });
    appointmentCount += appointments.length;
    options.onProgress?.(Math.min(done + BATCH, options.patients));
  }

  const repos = createRepositories(db);
  await repos.patients.continueIds();
  await repos.patients.refreshStatistics();
  await repos.appointments.refreshStatistics();
  return { firstId, lastId: firstId + options.patients - 1, appointments: appointmentCount, today: todayCount };
}
