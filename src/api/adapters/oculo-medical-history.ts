import {
  detailsFromResponse,
  detailsToPayload,
  type ConditionDetail,
  type ConditionDetailPayload,
} from './condition-details';
import rawSchema from '../../../schemas/oculo-medical-history/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { carriedNames, carryFields, carryItems, isBlank, isRecord, propertySchema, schemaOf, withoutBlank, withoutKeys } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** A drug, allergy or social history entry. */
export interface HistoryEntry {
  name?: string;
  notes?: string;
  [key: string]: unknown;
}

export interface OculoMedicalHistoryForm {
  /** Set by the screen: no earlier history on record, so every part is required. Never sent. */
  first_history?: boolean;
  last_eye_examination?: string;
  drug_entries?: HistoryEntry[];
  allergy_entries?: HistoryEntry[];
  social_entries?: HistoryEntry[];
  medical_history?: ConditionDetail[];
  ocular_history?: ConditionDetail[];
  family_medical_history?: ConditionDetail[];
  family_ocular_history?: ConditionDetail[];
  [key: string]: unknown;
}

export interface HistoryEntryPayload {
  name: string;
  notes: string;
}

/** `POST /tests/api/patient-history/`. */
export interface OculoMedicalHistoryPayload {
  patient: number | null;
  appointment: number | null;
  last_eye_examination: string | null;
  drug_entries: HistoryEntryPayload[];
  allergy_entries: HistoryEntryPayload[];
  social_entries: HistoryEntryPayload[];
  medical_history: ConditionDetailPayload[];
  ocular_history: ConditionDetailPayload[];
  family_medical_history: ConditionDetailPayload[];
  family_ocular_history: ConditionDetailPayload[];
  /** Any other property of the schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** The schema as shipped, its shared definitions inlined (the properties of entries and details are read from it). */
const shippedSchema = bundleSchema(rawSchema as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

/** The four condition lists (details as in case history; read back with `condition_name` on each). */
export const CONDITION_LISTS = ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history'] as const;

/**
 * Each entry list, with the names the read-back answer uses for it (names, then notes): consultation §3. The
 * server builds its read answer from this table too.
 */
export const ENTRY_LISTS = [
  { key: 'drug_entries', names: 'drug_history', notes: 'drug_notes' },
  { key: 'allergy_entries', names: 'allergies', notes: 'allergy_notes' },
  { key: 'social_entries', names: 'social_history', notes: 'social_notes' },
] as const;

/** The members this adapter reshapes (`first_history` is never sent); every other property is carried as it is. */
const RESHAPED = new Set<string>(['first_history', 'last_eye_examination', ...ENTRY_LISTS.map((list) => list.key), ...CONDITION_LISTS]);

/** Keys of a body that the form does not hold: the context's, and what a read answer adds. */
const NOT_FORM_KEYS = new Set([
  'patient',
  'appointment',
  'id',
  'saved_at',
  'average_marks',
  ...ENTRY_LISTS.flatMap((list) => [list.names, list.notes]),
]);

/** The items of list `key`: every property of its item schema carried, `notes` '' when none. */
function entriesToPayload(schema: unknown, key: string, entries: unknown): HistoryEntryPayload[] {
  return carryItems(entries, schema, propertySchema(schema, key)?.items, (carried) => ({
    ...carried,
    notes: typeof carried.notes === 'string' ? carried.notes : '',
  })) as unknown as HistoryEntryPayload[];
}

/** The details of condition list `key`, each carrying every property of its item schema. */
const conditionsToPayload = (schema: unknown, key: string, details: unknown) =>
  detailsToPayload(details, schema, propertySchema(schema, key)?.items);

/** A note of the read-back shape for the entry at `index`: one string for a single entry, or a list. */
function noteAt(notes: unknown, index: number, count: number): string {
  if (Array.isArray(notes)) return typeof notes[index] === 'string' ? notes[index] : '';
  return count === 1 && typeof notes === 'string' ? notes : '';
}

/**
 * The read-back shape (`drug_history` + `drug_notes`, …) as entries: a string is one entry, a list of strings
 * one entry each (notes by position), a list of objects is taken as entries. Blank means no entries.
 */
function entriesFromReadBack(names: unknown, notes: unknown): unknown {
  if (isBlank(names)) return [];
  if (typeof names === 'string') return [{ name: names, notes: noteAt(notes, 0, 1) }];
  if (!Array.isArray(names)) return names;
  return names.map((item: unknown, index) =>
    typeof item === 'string' ? { name: item, notes: noteAt(notes, index, names.length) } : item,
  );
}

/**
 * Oculo-Medical History (`patient-history`). The payload carries the patient and appointment of the context,
 * every list (empty when not filled) and entries with `notes` ('' when none); `first_history` stays on the
 * client. Reading accepts the payload shape and the read-back one (`drug_history`/`drug_notes`, `allergies`/
 * `allergy_notes`, `social_history`/`social_notes`, lists whose details carry `condition_name`).
 */
export const oculoMedicalHistoryAdapter: FormAdapter<OculoMedicalHistoryForm, OculoMedicalHistoryPayload> = {
  toPayload(formData: OculoMedicalHistoryForm, context: AdapterContext): OculoMedicalHistoryPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    return {
      patient: context.patientId ?? null,
      appointment: context.appointmentId ?? null,
      ...carryFields(data, carriedNames(schema, RESHAPED)),
      last_eye_examination: typeof data.last_eye_examination === 'string' ? data.last_eye_examination : null,
      drug_entries: entriesToPayload(schema, 'drug_entries', data.drug_entries),
      allergy_entries: entriesToPayload(schema, 'allergy_entries', data.allergy_entries),
      social_entries: entriesToPayload(schema, 'social_entries', data.social_entries),
      medical_history: conditionsToPayload(schema, 'medical_history', data.medical_history),
      ocular_history: conditionsToPayload(schema, 'ocular_history', data.ocular_history),
      family_medical_history: conditionsToPayload(schema, 'family_medical_history', data.family_medical_history),
      family_ocular_history: conditionsToPayload(schema, 'family_ocular_history', data.family_ocular_history),
    };
  },

  fromResponse(body: unknown, context?: AdapterContext): OculoMedicalHistoryForm {
    // Starting this appointment's form from the patient's latest history (consultation §5): none at all makes it the
    // first history (every part required by the schema); one of another appointment, a later one (a new form, only
    // the last eye examination required). The appointment's own history is read as it is; the server judges again.
    if (context?.latestFor !== undefined) {
      if (body === null || body === undefined) return { first_history: true };
      const of = isRecord(body) ? Number(body.appointment) : NaN;
      if (Number.isInteger(of) && of !== context.latestFor) return { first_history: false };
    }
    if (!isRecord(body)) return body as OculoMedicalHistoryForm;
    const out = withoutBlank(withoutKeys(body, NOT_FORM_KEYS), carriedNames(schemaOf(context, shippedSchema), RESHAPED));
    if (out.last_eye_examination === null) delete out.last_eye_examination;
    for (const list of ENTRY_LISTS) {
      if (list.key in body) {
        if (body[list.key] === null) delete out[list.key];
      } else if (list.names in body) {
        out[list.key] = entriesFromReadBack(body[list.names], body[list.notes]);
      }
    }
    for (const key of CONDITION_LISTS) {
      if (out[key] === null) delete out[key];
      else if (key in out) out[key] = detailsFromResponse(out[key]);
    }
    return out as OculoMedicalHistoryForm;
  },
};
