/**
 * The clinic schedule (platform §2.12; docs/decisions.md, "Clinic schedule (issue 13, server)"): who is on the rota
 * for which time range of which date. Entries are read by date or range, created in batches (one per staff member
 * the coordinator ticks) and refused when the staff member is not on the rota's roles, is on an approved absence
 * that day, or is already scheduled at an overlapping time. A batch is stored all or nothing.
 */
import { utc } from '@date-fns/utc';
import { addDays as addCalendarDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { MAX_CREATED, MAX_ENTRIES, MAX_RANGE_DAYS, MAX_READ, SCHEDULE_MESSAGES } from '../../../contracts/clinic-schedule';
import type { ClinicScheduleAbsence, ClinicScheduleEntry, ClinicScheduleStaffMember, ScheduledTime } from '../../../contracts/generated/types';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import { fromWire, toWireBody } from '../../../src/engine/core/wire-transform';
import { isRecord } from '../../../src/lib/is-record';
import { can, normalizeRole } from '../../../src/lib/permissions';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { isRealDate, localDate } from '../../lib/dates';
import { fullName } from '../../lib/text';
import { parseDocument, withDocument } from '../../services/form-documents';
import type { FormRegistry } from '../../services/form-registry';
import { mergeFieldErrors } from '../../lib/field-errors';
import type { AbsenceRow, ClinicScheduleQueries, ClinicSchedulesRepository, EntryRow, NewEntry, Slot } from './repository';

export const CLINIC_SCHEDULE_FORM = 'clinic-schedule';
/** The range a GET without parameters answers: today − 31 days to today + 62 days. */
const DEFAULT_BEFORE_DAYS = 31;
const DEFAULT_AFTER_DAYS = 62;

/** 'HH:MM' of a time the form accepts ('HH:MM' or 'HH:MM:SS'). */
export const toHourMinute = (time: string): string => time.slice(0, 5);

/** A YYYY-MM-DD text as its calendar day (in UTC: every day exists there, whatever the server's time zone). */
const calendarDay = (date: string) => parseISO(date, { in: utc });

/** `date` (YYYY-MM-DD) moved by `days`. */
export const addDays = (date: string, days: number): string =>
  formatISO(addCalendarDays(calendarDay(date), days), { representation: 'date' });

/** Days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string): number => differenceInCalendarDays(calendarDay(to), calendarDay(from));

/** The roles on the rota (`schedule.rostered` of config/permissions.json). */
export const isRostered = (role: string): boolean => can(role, 'schedule.rostered');

/** A form error key of one entry as a key of the entry: `staff_ids`, `staff_ids.0` → `staff_id`. */
function entryKey(key: string): string {
  return key === 'staff_ids' || key.startsWith('staff_ids.') ? 'staff_id' : key;
}

/** The form's option of a creation: how many weekly entries each entry becomes (schemas/clinic-schedule). */
export const REPEAT_PROPERTY = 'repeat_weeks';

/** One body entry read: its problems, or the entry (its times as HH:MM, its document) and how many weeks it repeats. */
type ReadEntry = { errors: FieldErrors } | { entry: NewEntry; repeat: number };

/**
 * One entry (a body's, or a stored one with a change) read back into form data by the wire transform over the
 * clinic-schedule schema as this server has it (an entry is the form with one staff member, `x-wire.entryKey`) and
 * validated with that schema, then: a date the calendar has, an end after the start. Its document is the entry as
 * the same transform sends it, its times as stored, without the creation's option (`repeat_weeks`).
 */
function readEntry(forms: FormRegistry, wire: Record<string, unknown>): ReadEntry {
  const schema = forms.schema(CLINIC_SCHEDULE_FORM);
  const form = forms.readIds(CLINIC_SCHEDULE_FORM, fromWire(schema, wire)) as Record<string, unknown>;
  const found = forms.validate(CLINIC_SCHEDULE_FORM, form);
  if (found) {
    const renamed: FieldErrors = {};
    for (const [key, messages] of Object.entries(found)) (renamed[entryKey(key)] ??= []).push(...messages);
    return { errors: renamed };
  }
  const date = form.date as string;
  const start = toHourMinute(form.start_time as string);
  const end = toHourMinute(form.end_time as string);
  const own: FieldErrors = {};
  if (!isRealDate(date)) own.date = [SCHEDULE_MESSAGES.date];
  if (end <= start) own.end_time = [SCHEDULE_MESSAGES.endAfterStart];
  if (Object.keys(own).length > 0) return { errors: own };
  const [sent] = toWireBody(schema, form) as Record<string, unknown>[];
  const { [REPEAT_PROPERTY]: repeat, ...kept } = sent!;
  const slot = { staff_id: (form.staff_ids as number[])[0]!, date, start_time: start, end_time: end };
  return { entry: { ...slot, document: JSON.stringify({ ...kept, ...slot }) }, repeat: typeof repeat === 'number' ? repeat : 1 };
}

/** `entry` on its date and the same weekday of the next `weeks − 1` weeks. */
function weekly(entry: NewEntry, weeks: number): NewEntry[] {
  return Array.from({ length: weeks }, (_, week) => {
    if (week === 0) return entry;
    const date = addDays(entry.date, 7 * week);
    return { ...entry, date, document: JSON.stringify({ ...(JSON.parse(entry.document) as object), date }) };
  });
}

function ensureForm(forms: FormRegistry): void {
  if (!forms.has(CLINIC_SCHEDULE_FORM)) {
    throw ApiError.detail(503, `The form "${CLINIC_SCHEDULE_FORM}" is not available on this server.`);
  }
}

/**
 * The entries of a POST body (a list, or one entry alone), each read by `readEntry` and stored as many weeks as its
 * `repeat_weeks` asks (at most MAX_CREATED in all). Every problem of every entry at once (each message once), or the
 * entries to store, each week after its first on the same weekday.
 */
export function readScheduleBody(forms: FormRegistry, body: unknown): NewEntry[] {
  ensureForm(forms);
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0) throw ApiError.fields({ staff_id: [SCHEDULE_MESSAGES.empty] });
  if (list.length > MAX_ENTRIES) throw ApiError.fields({ non_field_errors: [SCHEDULE_MESSAGES.tooMany] });
  if (!list.every(isRecord)) throw ApiError.fields({ non_field_errors: [SCHEDULE_MESSAGES.notAnEntry] });
  let errors: FieldErrors | null = null;
  const read: { entry: NewEntry; repeat: number }[] = [];
  for (const wire of list) {
    const one = readEntry(forms, wire);
    if ('errors' in one) errors = mergeFieldErrors(errors, one.errors);
    else read.push(one);
  }
  if (errors) throw ApiError.fields(errors);
  if (read.reduce((sum, one) => sum + one.repeat, 0) > MAX_CREATED) {
    throw ApiError.fields({ [REPEAT_PROPERTY]: [SCHEDULE_MESSAGES.tooManyCreated] });
  }
  return read.flatMap((one) => weekly(one.entry, one.repeat));
}

/**
 * A PATCH body over the stored entry `row`: the stored entry with the members given (a null clears an optional
 * one), read as a new entry is (`readEntry`). `repeat_weeks` is a creation's option: refused, but for 1 (the entry
 * alone, as the form sends it).
 */
export function readScheduleChange(forms: FormRegistry, row: EntryRow, body: unknown): NewEntry {
  ensureForm(forms);
  if (!isRecord(body)) throw ApiError.fields({ non_field_errors: [SCHEDULE_MESSAGES.notAnEntry] });
  if (![undefined, null, 1].includes(body[REPEAT_PROPERTY] as never)) {
    throw ApiError.fields({ [REPEAT_PROPERTY]: [SCHEDULE_MESSAGES.repeatOnCreate] });
  }
  const stored = { ...parseDocument(row.document), staff_id: row.staff_id, date: row.date, start_time: row.start_time, end_time: row.end_time };
  const read = readEntry(forms, { ...stored, ...body });
  if ('errors' in read) throw ApiError.fields(read.errors);
  return read.entry;
}

/** The dates a GET asks for, inclusive, or a 400 naming the parameter at fault. */
export function readScheduleRange(query: { date?: string; from?: string; to?: string }, today = localDate()): { from: string; to: string } {
  const { date, from, to } = query;
  if (date !== undefined) {
    if (from !== undefined || to !== undefined) throw ApiError.fields({ date: [SCHEDULE_MESSAGES.dateOrRange] });
    if (!isRealDate(date)) throw ApiError.fields({ date: [SCHEDULE_MESSAGES.date] });
    return { from: date, to: date };
  }
  if (from === undefined && to === undefined) {
    return { from: addDays(today, -DEFAULT_BEFORE_DAYS), to: addDays(today, DEFAULT_AFTER_DAYS) };
  }
  const errors: FieldErrors = {};
  if (from === undefined) errors.from = [SCHEDULE_MESSAGES.bothEnds];
  else if (!isRealDate(from)) errors.from = [SCHEDULE_MESSAGES.date];
  if (to === undefined) errors.to = [SCHEDULE_MESSAGES.bothEnds];
  else if (!isRealDate(to)) errors.to = [SCHEDULE_MESSAGES.date];
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const span = daysBetween(from!, to!);
  if (span < 0) throw ApiError.fields({ to: [SCHEDULE_MESSAGES.toBeforeFrom] });
  if (span + 1 > MAX_RANGE_DAYS) throw ApiError.fields({ to: [SCHEDULE_MESSAGES.rangeTooLong] });
  return { from: from!, to: to! };
}

/** The form properties an entry answers from its columns; the document's others are answered beside them. */
const COLUMN_PROPERTIES = ['staff_id', 'date', 'start_time', 'end_time'] as const;

function toEntry(row: EntryRow): ClinicScheduleEntry {
  return withDocument({
    id: row.id,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    staff_id: row.staff_id,
    staff: { id: row.staff_id, name: fullName(row.first_name, row.last_name), role: normalizeRole(row.role) },
  }, parseDocument(row.document), COLUMN_PROPERTIES);
}

/** Entries by date, start time, then staff name (and id). */
function sortEntries(entries: ClinicScheduleEntry[]): ClinicScheduleEntry[] {
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.staff.name.localeCompare(b.staff.name) ||
      a.id - b.id,
  );
}

/** The entries from `from` to `to` (inclusive), at most MAX_READ. */
export async function listSchedules(schedules: ClinicSchedulesRepository, range: { from: string; to: string }): Promise<ClinicScheduleEntry[]> {
  return sortEntries((await schedules.list(range.from, range.to, MAX_READ)).map(toEntry));
}

const absenceReason = (absence: AbsenceRow) => `On approved absence (${absence.from_date} to ${absence.to_date})`;

/**
 * Active users with a rostered role, by name; with `date` (a bad one is a 400), whether each is free that day and
 * the times each is already scheduled that day (by start; none without a date).
 */
export async function listStaff(schedules: ClinicSchedulesRepository, date?: string): Promise<ClinicScheduleStaffMember[]> {
  if (date !== undefined && !isRealDate(date)) throw ApiError.fields({ date: [SCHEDULE_MESSAGES.date] });
  const staff = (await schedules.activeUsers()).filter((user) => isRostered(user.role));
  const absences = date ? await schedules.approvedAbsences(date, date) : [];
  const absenceOf = new Map<number, AbsenceRow>();
  for (const absence of absences) if (!absenceOf.has(absence.requester_id)) absenceOf.set(absence.requester_id, absence);
  const scheduledOf = new Map<number, ScheduledTime[]>();
  for (const slot of date ? await schedules.slotsOn(date) : []) {
    const times = scheduledOf.get(slot.staff_id) ?? [];
    times.push({ start_time: slot.start_time, end_time: slot.end_time });
    scheduledOf.set(slot.staff_id, times);
  }
  return staff
    .map((user) => {
      const absence = absenceOf.get(user.id);
      return {
        id: user.id,
        name: fullName(user.first_name, user.last_name),
        role: normalizeRole(user.role),
        available: absence === undefined,
        unavailable_reason: absence ? absenceReason(absence) : null,
        scheduled: scheduledOf.get(user.id) ?? [],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

const overlaps = (a: { start_time: string; end_time: string }, b: { start_time: string; end_time: string }) =>
  a.start_time < b.end_time && b.start_time < a.end_time;

/**
 * Inside a transaction: every staff member of `entries` an active user of a rostered role, none on an approved
 * absence that day, none overlapping an entry of theirs on that date (stored — but entry `exceptId`, the one being
 * changed — or earlier in the same list). The staff members are locked first (`lockPeople`, as an absence approval
 * does), so two saves, or a save and an approval, for the same person are checked one after the other.
 */
async function checkEntries(trx: ClinicScheduleQueries, entries: NewEntry[], exceptId?: number): Promise<void> {
  const staffIds = [...new Set(entries.map((entry) => entry.staff_id))].sort((a, b) => a - b);
  const dates = [...new Set(entries.map((entry) => entry.date))].sort();
  const users = await trx.lockPeople(staffIds);
  const byId = new Map(users.map((user) => [user.id, user]));
  if (!staffIds.every((id) => byId.get(id)?.is_active === 1 && isRostered(byId.get(id)!.role))) {
    throw ApiError.fields({ staff_id: [SCHEDULE_MESSAGES.staff] });
  }
  const nameOf = (id: number) => fullName(byId.get(id)!.first_name, byId.get(id)!.last_name);

  const absences = await trx.approvedAbsences(dates[0]!, dates[dates.length - 1]!, staffIds);
  for (const entry of entries) {
    const absent = absences.some((a) => a.requester_id === entry.staff_id && a.from_date <= entry.date && entry.date <= a.to_date);
    if (absent) throw ApiError.detail(400, `${nameOf(entry.staff_id)} is on approved absence on ${entry.date}.`);
  }

  const taken: Slot[] = [...(await trx.slotsOf(staffIds, dates, exceptId))];
  for (const entry of entries) {
    const other = taken.find((t) => t.staff_id === entry.staff_id && t.date === entry.date && overlaps(t, entry));
    if (other) {
      throw ApiError.detail(400, `${nameOf(entry.staff_id)} is already scheduled on ${entry.date} from ${other.start_time} to ${other.end_time}.`);
    }
    taken.push(entry);
  }
}

/**
 * Stores `entries` (already read by `readScheduleBody`) in one transaction, or stores none (`checkEntries`), each
 * written to the audit trail. Answers the created entries as read.
 */
export async function createSchedules(schedules: ClinicSchedulesRepository, entries: NewEntry[], createdBy: number): Promise<ClinicScheduleEntry[]> {
  const ids = await schedules.transaction(async (trx) => {
    await checkEntries(trx, entries);
    const now = new Date().toISOString();
    const created: number[] = [];
    for (const entry of entries) {
      const id = await trx.insert(entry, createdBy, now);
      await trx.audit(createdBy, 'create', id, now);
      created.push(id);
    }
    return created;
  });
  return sortEntries((await schedules.byIds(ids)).map(toEntry));
}

/** The stored entry `id`, or 404. */
export async function storedEntry(schedules: ClinicSchedulesRepository, id: number): Promise<EntryRow> {
  const [row] = await schedules.byIds([id]);
  if (!row) throw ApiError.detail(404, MESSAGES.notFound);
  return row;
}

/**
 * Changes entry `id` to `entry` (read by `readScheduleChange`) after the checks of a new entry, itself left out of
 * the overlaps; written to the audit trail. 404 when it is gone. Answers the entry as changed.
 */
export async function updateSchedule(schedules: ClinicSchedulesRepository, id: number, entry: NewEntry, userId: number): Promise<ClinicScheduleEntry> {
  await schedules.transaction(async (trx) => {
    await checkEntries(trx, [entry], id);
    if (!(await trx.update(id, entry))) throw ApiError.detail(404, MESSAGES.notFound);
    await trx.audit(userId, 'update', id, new Date().toISOString());
  });
  return toEntry(await storedEntry(schedules, id));
}

/** Deletes entry `id`, written to the audit trail; 404 when there is none. Answers the entry as it was. */
export async function deleteSchedule(schedules: ClinicSchedulesRepository, id: number, userId: number): Promise<ClinicScheduleEntry> {
  return schedules.transaction(async (trx) => {
    const [row] = await trx.byIds([id]);
    if (!row || !(await trx.remove(id))) throw ApiError.detail(404, MESSAGES.notFound);
    await trx.audit(userId, 'delete', id, new Date().toISOString());
    return toEntry(row);
  });
}

/**
 * The approved absences the calendar shows for `from`..`to`: everyone's for a role with `schedule.absences` (the
 * coordinator, who plans the rota), else the user's own (docs/decisions.md, "Coordinator clinic schedule (issue 23)").
 */
export async function listAbsences(
  schedules: ClinicSchedulesRepository,
  range: { from: string; to: string },
  viewer: { id: number; role: string },
): Promise<ClinicScheduleAbsence[]> {
  const staffIds = can(viewer.role, 'schedule.absences') ? undefined : [viewer.id];
  const rows = await schedules.namedAbsences(range.from, range.to, MAX_READ, staffIds);
  return rows.map((row) => ({
    id: row.id,
    from_date: row.from_date,
    to_date: row.to_date,
    staff: { id: row.staff_id, name: fullName(row.first_name, row.last_name), role: normalizeRole(row.role) },
  }));
}
