import shippedSchema from '../../../schemas/diagnosis/schema.json';
import { carriedNames, carryFields, isBlank, isRecord, itemPropertyNames, schemaOf } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface DiagnosisQuery {
  query?: string;
  [key: string]: unknown;
}

export interface FinalDiagnosis {
  /** The id of a diagnosis code. */
  code?: number;
  management_plan?: string;
  affected_eye?: string;
  notes?: string;
  queries?: DiagnosisQuery[];
  [key: string]: unknown;
}

export interface DiagnosisForm {
  differential_diagnosis?: string;
  final_diagnoses?: FinalDiagnosis[];
  [key: string]: unknown;
}

export interface FinalDiagnosisPayload {
  code: number | null;
  management_plan: string;
  affected_eye: string | null;
  notes: string;
  queries: { query: string }[];
  /** Any other property of the entry's schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** `POST /diagnosis/{id}/create/`. */
export interface DiagnosisPayload {
  appointment: number | null;
  differential_diagnosis: string;
  final_diagnoses: FinalDiagnosisPayload[];
  /** Any other property of the schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** The members this adapter reshapes (of the form, of a final diagnosis); every other property is carried. */
const RESHAPED = new Set(['differential_diagnosis', 'final_diagnoses']);
const RESHAPED_ENTRY = new Set(['code', 'management_plan', 'affected_eye', 'notes', 'queries']);

/**
 * Keys of a read answer (`GET /diagnosis/{id}/view/`) that are not form data: the appointment is the route's, id
 * and time are the record's, the code list is reference data for the picker, and `final_diagnoses_info` is read
 * into `final_diagnoses`.
 */
const CONSUMED_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks', 'all_diagnosis_codes', 'final_diagnoses_info']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An object without its null and blank members (the form leaves empty fields out). */
function compact(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (!isBlank(value)) out[key] = value;
  return out;
}

function formQueries(queries: unknown): unknown {
  if (queries === null) return [];
  if (!Array.isArray(queries)) return queries;
  return queries.map((query) => {
    if (typeof query === 'string') return { query };
    return isRecord(query) ? compact(query) : query;
  });
}

/** A final diagnosis, in the write shape (`code` an id) or the read shape (`code` an object `{id, diagnosis}`). */
function formDiagnosis(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const out = compact(entry);
  if (isRecord(out.code)) {
    if (out.code.id === null || out.code.id === undefined) delete out.code;
    else out.code = out.code.id;
  }
  if ('queries' in entry) out.queries = formQueries(entry.queries);
  return out;
}

function payloadDiagnosis(entry: unknown, others: readonly string[]): FinalDiagnosisPayload {
  const source = isRecord(entry) ? entry : {};
  const queries = Array.isArray(source.queries) ? source.queries : [];
  return {
    ...carryFields(source, others),
    code: typeof source.code === 'number' ? source.code : null,
    management_plan: text(source.management_plan),
    affected_eye: typeof source.affected_eye === 'string' && source.affected_eye !== '' ? source.affected_eye : null,
    notes: text(source.notes),
    queries: queries.map((query) => ({ query: isRecord(query) ? text(query.query) : text(query) })),
  };
}

export const diagnosisAdapter: FormAdapter<DiagnosisForm, DiagnosisPayload> = {
  toPayload(formData: DiagnosisForm, context: AdapterContext): DiagnosisPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    const entryFields = itemPropertyNames(schema, 'final_diagnoses').filter((name) => !RESHAPED_ENTRY.has(name));
    return {
      appointment: context?.appointmentId ?? null,
      ...carryFields(data, carriedNames(schema, RESHAPED)),
      differential_diagnosis: text(data.differential_diagnosis),
      final_diagnoses: Array.isArray(data.final_diagnoses)
        ? data.final_diagnoses.map((entry: unknown) => payloadDiagnosis(entry, entryFields))
        : [],
    };
  },

  fromResponse(body: unknown): DiagnosisForm {
    if (!isRecord(body)) return body as DiagnosisForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (CONSUMED_KEYS.has(key)) continue;
      if (key === 'final_diagnoses') {
        out[key] = Array.isArray(value) ? value.map(formDiagnosis) : value === null ? [] : value;
      } else if (!isBlank(value)) {
        out[key] = value;
      }
    }
    if (!('final_diagnoses' in body) && 'final_diagnoses_info' in body) {
      const info = body.final_diagnoses_info;
      out.final_diagnoses = Array.isArray(info) ? info.map(formDiagnosis) : info === null ? [] : info;
    }
    return out as DiagnosisForm;
  },
};
