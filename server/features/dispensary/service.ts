/**
 * Dispensary (issue 13, design "Dispensary — API"): what a completed consultation's management plan hands out, the
 * queue of recent consultations with something still to hand out, dispensing one item (one transaction: the
 * dispensing, a conditional decrement per stock need, the movements) and the dispensings, newest first.
 */
import { subDays } from 'date-fns';
import type {
  Dispensed,
  DispensaryItem,
  DispensaryQueueEntry,
  DispensaryQueueEntryPage,
  Dispensing,
  PlanNeed,
  SpectacleRx,
} from '../../../contracts/generated/types';
import type { StockItemRow } from '../../db/tables/clinic-operations';
import type { PagedSource } from '../../http/paging';
import { ApiError, MESSAGES } from '../../lib/api-error';
import { localDate } from '../../lib/dates';
import { fullName } from '../../lib/text';
import { medicationLabel } from '../../../src/lib/medication-label';
import { loadInventoryConfig, type InventoryConfig, type StockNeed } from '../inventory/config';
import { isRecord } from '../../../src/lib/is-record';
import type { FormRegistry } from '../../services/form-registry';
import { spectacleRxOf } from '../documents/spectacle-rx';
import type { DispensaryRepository } from './repository';

export const QUEUE_PAGE_SIZE = 10;
export const QUEUE_MAX_PAGE_SIZE = 50;
export const DISPENSINGS_PAGE_SIZE = 10;
/** The queue looks back this many days (appointment dates). */
export const QUEUE_DAYS = 90;
/** Parsed plans kept in memory (about a year of a busy clinic's completed consultations). */
const PARSED_PLANS_MAX = 20_000;

/** What a plan hands out before stock and dispensings are looked at. */
interface PlanEntry {
  key: string;
  label: string;
  detail: string | null;
  needs: StockNeed[];
  /** Spectacles: the lenses' prescription per eye. */
  prescription: SpectacleRx | null;
}

interface MedicationInfo {
  id: number;
  name: string;
  strength: string;
  form: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The medication ids a stored management payload prescribes (when `medications` is ticked), each once. */
function prescribedIds(plan: unknown): number[] {
  if (!isRecord(plan) || plan.medications !== true || !Array.isArray(plan.prescribed_medications)) return [];
  const ids: number[] = [];
  for (const entry of plan.prescribed_medications) {
    if (isRecord(entry) && typeof entry.id === 'number' && Number.isInteger(entry.id) && !ids.includes(entry.id)) ids.push(entry.id);
  }
  return ids;
}

/** A medication as the dispensary names it: its name, then its strength and form where the name does not say them. */
export { medicationLabel };

/** The items of a stored management payload (the REST payload of POST /management/{id}/), in the plan's order. */
function planEntries(
  plan: unknown,
  medications: Map<number, MedicationInfo>,
  config: InventoryConfig,
  forms: Pick<FormRegistry, 'schema'>,
): PlanEntry[] {
  if (!isRecord(plan)) return [];
  const entries: PlanEntry[] = [];
  for (const id of prescribedIds(plan)) {
    const prescribed = (plan.prescribed_medications as unknown[]).find((entry) => isRecord(entry) && entry.id === id) as Record<string, unknown>;
    const medication = medications.get(id);
    const label = medication ? medicationLabel(medication) : (text(prescribed.name) ?? `Medication ${id}`);
    const detail = [text(prescribed.dosage), text(prescribed.eye)].filter((part) => part !== null).join(', ');
    entries.push({
      key: `medication:${id}`,
      label: label.slice(0, 250),
      detail: detail === '' ? null : detail,
      needs: medication ? (config.dispensing.medication_forms[medication.form] ?? []) : [],
      prescription: null,
    });
  }
  const correction = text(plan.type_of_refractive_correction);
  if (plan.refractive_correction === true && correction !== null && Object.hasOwn(config.dispensing.refractive_corrections, correction)) {
    entries.push({
      key: `correction:${correction}`,
      label: correction,
      detail: null,
      needs: config.dispensing.refractive_corrections[correction]!,
      prescription: spectacleRxOf(forms, plan),
    });
  }
  return entries;
}

const dateDaysAgo = (days: number, today = new Date()): string => localDate(subDays(today, days));

const notFound = () => ApiError.detail(404, MESSAGES.notFound);

/** Thrown inside the dispensing transaction to roll it back with this answer. */
class Refusal extends Error {
  constructor(readonly answer: ApiError) {
    super(answer.message);
  }
}

export function createDispensary(
  store: DispensaryRepository,
  forms: Pick<FormRegistry, 'schema'>,
  config: InventoryConfig = loadInventoryConfig(),
) {
  const stockKey = (row: StockItemRow) => `${row.category}/${row.sub_category}`;

  async function stockLines(): Promise<Map<string, StockItemRow>> {
    return new Map((await store.stockLines()).map((row) => [stockKey(row), row]));
  }

  async function medicationsOf(plans: unknown[]): Promise<Map<number, MedicationInfo>> {
    const rows = await store.medications([...new Set(plans.flatMap(prescribedIds))]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function dispensingsOf(appointmentIds: number[]) {
    const found = new Map<number, Map<string, { by: string; at: string }>>();
    for (const row of await store.dispensingsOf(appointmentIds)) {
      const of = found.get(row.appointment_id) ?? new Map<string, { by: string; at: string }>();
      of.set(row.item_key, { by: fullName(row.first_name, row.last_name), at: row.dispensed_at });
      found.set(row.appointment_id, of);
    }
    return found;
  }

  function toItem(entry: PlanEntry, stock: Map<string, StockItemRow>, dispensed: { by: string; at: string } | undefined): DispensaryItem {
    const needs: PlanNeed[] = [];
    for (const need of entry.needs) {
      const row = stock.get(need.item);
      if (row) needs.push({ item_id: row.id, label: row.label, quantity: need.quantity, in_stock: row.quantity });
    }
    const stocked = needs.length > 0 && needs.length === entry.needs.length;
    return {
      key: entry.key,
      label: entry.label,
      detail: entry.detail,
      needs: stocked ? needs : [],
      status: dispensed ? 'dispensed' : stocked ? 'pending' : 'not_stocked',
      dispensed_by_name: dispensed?.by ?? null,
      dispensed_at: dispensed?.at ?? null,
      prescription: entry.prescription,
    };
  }

  /**
   * Parsed management payloads by section record id. Section records are only ever inserted (a new save is a new
   * row), so a parsed payload never goes stale: the queue parses each plan once, not on every read.
   */
  const parsedPlans = new Map<number, unknown>();

  function remember(recordId: number, plan: unknown): void {
    if (parsedPlans.size >= PARSED_PLANS_MAX) parsedPlans.delete(parsedPlans.keys().next().value as number);
    parsedPlans.set(recordId, plan);
  }

  /** The latest management payload of each appointment, by appointment id. */
  async function latestPlans(appointmentIds: number[]): Promise<Map<number, unknown>> {
    const latest = new Map<number, number>();
    for (const row of await store.latestPlanRecords(appointmentIds)) latest.set(row.appointment_id, row.record_id);
    const unread = [...latest.values()].filter((recordId) => !parsedPlans.has(recordId));
    for (const row of await store.recordData(unread)) {
      try {
        remember(row.id, JSON.parse(row.data) as unknown);
      } catch {
        remember(row.id, null);
      }
    }
    const plans = new Map<number, unknown>();
    for (const [appointmentId, recordId] of latest) plans.set(appointmentId, parsedPlans.get(recordId) ?? null);
    return plans;
  }

  /** The items of one appointment's plan, with stock and dispensings. */
  async function itemsOf(appointmentId: number): Promise<DispensaryItem[]> {
    const plan = (await latestPlans([appointmentId])).get(appointmentId);
    const [medications, stock, dispensed] = await Promise.all([medicationsOf([plan]), stockLines(), dispensingsOf([appointmentId])]);
    return planEntries(plan, medications, config, forms).map((entry) => toItem(entry, stock, dispensed.get(appointmentId)?.get(entry.key)));
  }

  return {
    itemsOf,

    /** Completed appointments of the last 90 days with at least one pending item, oldest first; one page. */
    async queue(offset: number, limit: number, today = new Date()): Promise<DispensaryQueueEntryPage> {
      const appointments = await store.completedSince(dateDaysAgo(QUEUE_DAYS, today));
      const plans = await latestPlans(appointments.map((row) => row.id));
      const withItems = appointments.filter((row) => {
        const plan = plans.get(row.id);
        return prescribedIds(plan).length > 0 || (isRecord(plan) && plan.refractive_correction === true);
      });
      const [medications, stock, dispensed] = await Promise.all([
        medicationsOf(withItems.map((row) => plans.get(row.id))),
        stockLines(),
        dispensingsOf(withItems.map((row) => row.id)),
      ]);
      const entries: DispensaryQueueEntry[] = [];
      for (const row of withItems) {
        const items = planEntries(plans.get(row.id), medications, config, forms).map((entry) => toItem(entry, stock, dispensed.get(row.id)?.get(entry.key)));
        if (!items.some((item) => item.status === 'pending')) continue;
        entries.push({
          appointment: row.id,
          appointment_date: row.appointment_date,
          patient: row.patient,
          patient_id: row.patient_id,
          patient_name: fullName(row.first_name, row.last_name),
          items,
        });
      }
      return { results: entries.slice(offset, offset + limit), count: entries.length };
    },

    /** Hands one item of the plan to the patient: all or nothing, in one transaction. */
    async dispense(appointmentId: number, itemKey: string, userId: number): Promise<Dispensed> {
      const appointment = await store.appointment(appointmentId);
      if (!appointment) throw notFound();
      if (appointment.status !== 'Completed') throw ApiError.detail(409, 'Only a completed consultation can be dispensed.');
      const item = (await itemsOf(appointmentId)).find((entry) => entry.key === itemKey);
      if (!item) throw ApiError.fields({ item: ['Not an item of this management plan.'] });
      if (item.status === 'dispensed') throw ApiError.detail(409, 'Already dispensed.');
      if (item.status === 'not_stocked') throw ApiError.detail(409, `${item.label} is not stocked by the clinic.`);
      const patientName = fullName(appointment.first_name, appointment.last_name);
      const at = new Date().toISOString();
      let result: { id: number; movements: Dispensed['movements'] };
      try {
        result = await store.transaction(async (trx) => {
          const id = await trx.insertDispensing({
            appointment_id: appointmentId,
            patient_id: appointment.patient,
            item_key: item.key,
            label: item.label,
            dispensed_by: userId,
            dispensed_at: at,
          });
          const movements: Dispensed['movements'] = [];
          for (const need of item.needs) {
            const updated = await trx.take(need.item_id, need.quantity);
            if (!updated) {
              const now = await trx.stockLine(need.item_id);
              throw new Refusal(
                ApiError.detail(409, `Not enough ${now?.label ?? need.label} in stock: ${now?.quantity ?? 0} left, ${need.quantity} needed.`),
              );
            }
            await trx.insertMovement({
              stock_item_id: need.item_id,
              change: -need.quantity,
              quantity_after: updated.quantity,
              kind: 'dispensed',
              reason: `Dispensed to ${patientName}`,
              dispensing_id: id,
              actor_id: userId,
              at,
            });
            movements.push({ item_id: need.item_id, label: updated.label, change: -need.quantity, quantity_after: updated.quantity });
          }
          return { id, movements };
        });
      } catch (error) {
        if (error instanceof Refusal) throw error.answer;
        // The unique (appointment, item): a concurrent request dispensed it first.
        if (await store.wasDispensed(appointmentId, item.key)) throw ApiError.detail(409, 'Already dispensed.');
        throw error;
      }
      const user = await store.userName(userId);
      return {
        id: result.id,
        appointment: appointmentId,
        patient: appointment.patient,
        item: item.key,
        label: item.label,
        movements: result.movements,
        dispensed_by_name: fullName(user?.first_name, user?.last_name),
        dispensed_at: at,
      };
    },

    /** What was handed out, newest first, as a paged source (server/http/paging.ts). */
    dispensings: {
      count: () => store.countDispensings(),
      page: async (offset, limit) =>
        (await store.dispensings(offset, limit)).map((row) => ({
          id: row.id,
          appointment: row.appointment_id,
          patient: row.patient,
          patient_id: row.patient_id,
          patient_name: fullName(row.first_name, row.last_name),
          item: row.item_key,
          label: row.label,
          dispensed_by_name: fullName(row.by_first, row.by_last),
          dispensed_at: row.dispensed_at,
        })),
    } satisfies PagedSource<Dispensing>,
  };
}

export type Dispensary = ReturnType<typeof createDispensary>;
