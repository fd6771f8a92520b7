import shippedSchema from '../../../schemas/refraction/schema.json';
import { carriedNames, carryFields, isRecord, itemPropertyNames, schemaOf, withoutBlank } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** One eye's refraction as the form holds it: clinical notation strings, absent when not entered. */
export interface RefractionRow {
  eye?: string;
  sph?: string;
  cyl?: string;
  axis?: string;
  va_6m?: string;
  [key: string]: unknown;
}

export interface SubjectiveRow extends RefractionRow {
  add?: string;
  va_0_4m?: string;
}

export interface RefractionForm {
  objective_method?: string;
  objective?: RefractionRow[];
  subjective?: SubjectiveRow[];
  /** Empty (or absent) when cycloplegic refraction was not added. */
  cycloplegic?: RefractionRow[];
  [key: string]: unknown;
}

export interface RefractionPayloadRow {
  eye: string | null;
  sph: string | null;
  cyl: string | null;
  axis: string | null;
  va_6m: string | null;
}

export interface SubjectivePayloadRow extends RefractionPayloadRow {
  add: string | null;
  va_0_4m: string | null;
}

/** `POST /tests/api/refraction/{id}/`: the appointment is in the path, never in the body. */
export interface RefractionPayload {
  objective_method: string | null;
  objective: RefractionPayloadRow[];
  subjective: SubjectivePayloadRow[];
  cycloplegic: RefractionPayloadRow[];
  /** Any other property of the schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** The three tables: lists of one row per eye, whose columns are the properties of the schema's `items`. */
const TABLES = ['objective', 'subjective', 'cycloplegic'] as const;
/** The members this adapter reshapes; every other property of the schema is carried as it is. */
const RESHAPED = new Set<string>(['objective_method', ...TABLES]);
/** Keys of a read answer that the form does not hold: the appointment is the route's; id and time are the record's. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

/** A value for the payload: an empty or missing value is `null`. */
const orNull = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return String(value);
};

/** Each row with every column of the table (`keys`), an empty value `null`. */
function payloadRows<K extends string>(rows: unknown, keys: readonly K[]): Record<K, string | null>[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row) => {
    const source = isRecord(row) ? row : {};
    const out = {} as Record<K, string | null>;
    for (const key of keys) out[key] = orNull(source[key]);
    return out;
  });
}

/** A row back to form data: `null` and blank values become absent; anything else is kept as it came. */
function formRows(rows: unknown): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row) => {
    if (!isRecord(row)) return row;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === null || (typeof value === 'string' && value.trim() === '')) continue;
      out[key] = value;
    }
    return out;
  });
}

export const refractionAdapter: FormAdapter<RefractionForm, RefractionPayload> = {
  toPayload(formData: RefractionForm, context: AdapterContext): RefractionPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    const payload: Record<string, unknown> = {
      objective_method: orNull(data.objective_method),
      ...carryFields(data, carriedNames(schema, RESHAPED)),
    };
    for (const table of TABLES) payload[table] = payloadRows(data[table], itemPropertyNames(schema, table));
    return payload as unknown as RefractionPayload;
  },

  fromResponse(body: unknown, context?: AdapterContext): RefractionForm {
    if (!isRecord(body)) return body as RefractionForm;
    const carried = carriedNames(schemaOf(context, shippedSchema), RESHAPED);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key)) continue;
      if (key === 'objective' || key === 'subjective') {
        if (value !== null) out[key] = formRows(value);
      } else if (key === 'cycloplegic') {
        out[key] = value === null ? [] : formRows(value);
      } else if (key === 'objective_method') {
        if (value !== null && value !== '') out[key] = value;
      } else {
        out[key] = value;
      }
    }
    return withoutBlank(out, carried) as RefractionForm;
  },
};
