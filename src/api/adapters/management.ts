import rawSchema from '../../../schemas/management/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import {
  blankToNull,
  carryItems,
  isBlank,
  isRecord,
  propertyNames,
  propertySchema,
  resolveLocalRef,
  schemaOf,
  shownNames,
} from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** The schema as shipped, with its shared definitions inlined (the types of its properties are read from it). */
const shippedSchema = bundleSchema(rawSchema as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

/** The seven options: the schema's boolean properties, in its order. */
export const MANAGEMENT_OPTIONS: readonly string[] = propertyNames(shippedSchema).filter(
  (name) => propertySchema(shippedSchema, name)?.type === 'boolean',
);

/** Prescription values typed as notation in the form (`+1.25`, `-0.75`, `90`, `+2.00`) and sent as numbers. */
const NOTATION_FIELDS = ['od_sph', 'os_sph', 'od_cyl', 'os_cyl', 'od_axis', 'os_axis', 'od_add', 'os_add'] as const;

export interface PrescribedMedication {
  id?: number;
  name?: string;
  dosage?: string;
  eye?: string;
  [key: string]: unknown;
}

export interface ManagementForm {
  refractive_correction?: boolean;
  medications?: boolean;
  counselling?: boolean;
  low_vision_aid?: boolean;
  therapy?: boolean;
  surgery?: boolean;
  referral?: boolean;
  type_of_refractive_correction?: string;
  od_sph?: string;
  os_sph?: string;
  od_cyl?: string;
  os_cyl?: string;
  od_axis?: string;
  os_axis?: string;
  od_add?: string;
  os_add?: string;
  type_of_lens?: string;
  pd?: number;
  segment_height?: number;
  fitting_cross_height?: number;
  prescribed_medications?: PrescribedMedication[];
  counselling_details?: string;
  low_vision_aid_details?: string;
  therapy_details?: string;
  surgery_details?: string;
  referral_details?: string;
  [key: string]: unknown;
}

/** `POST /management/{id}/`: the plan; prescription and measurements as numbers or null. */
export interface ManagementPayload {
  refractive_correction: boolean;
  medications: boolean;
  counselling: boolean;
  low_vision_aid: boolean;
  therapy: boolean;
  surgery: boolean;
  referral: boolean;
  type_of_refractive_correction: string | null;
  od_sph: number | null;
  os_sph: number | null;
  od_cyl: number | null;
  os_cyl: number | null;
  od_axis: number | null;
  os_axis: number | null;
  od_add: number | null;
  os_add: number | null;
  type_of_lens: string | null;
  pd: number | null;
  segment_height: number | null;
  fitting_cross_height: number | null;
  counselling_details: string;
  low_vision_aid_details: string;
  therapy_details: string;
  surgery_details: string;
  referral_details: string;
  /** The medications chosen (the specification does not show them in its payload; Sightline keeps them). */
  prescribed_medications: { id: number | null; name: string; dosage: string; eye: string | null }[];
  /** Any other property of the schema (see `payloadValue`). */
  [field: string]: unknown;
}

/** Keys of a read answer that the form does not hold: the appointment is the route's; id and time are the record's. */
const READ_ONLY_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

const NUMBER_TEXT = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/** `+1.25` → 1.25, `90` → 90; anything else (blank, not a number) → null. */
export function notationToNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value)) return null;
  return Number(value);
}

const signed = (value: number, sign: '+' | '-'): string => `${sign}${Math.abs(value).toFixed(2)}`;

/** The form's notation for a number sent back: SPH `+1.25`/`-2.00`, CYL `-0.75`, AXIS `90`, ADD `+2.00`. */
export function numberToNotation(field: string, value: number): string {
  if (field.endsWith('_axis')) return String(value);
  if (field.endsWith('_cyl')) return signed(value, value > 0 ? '+' : '-');
  return signed(value, value < 0 ? '-' : '+');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const choice = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function formMedications(value: unknown): unknown {
  if (value === null) return [];
  if (!Array.isArray(value)) return value;
  return value.map((entry) => {
    if (!isRecord(entry)) return entry;
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(entry)) if (!isBlank(member)) out[key] = member;
    return out;
  });
}

/**
 * The payload value of property `name` (schema `property`), by its type: an option is `true` or `false`; a
 * property hidden by its `shownWhen` (the details of an option not ticked, the prescription without refractive
 * correction) is sent empty; notation and measurements as numbers (or null), a choice as its value (or null), text
 * as text ('' when none), a list as a list.
 */
function payloadValue(
  root: unknown,
  name: string,
  property: Record<string, unknown> | undefined,
  value: unknown,
  shown: boolean,
): unknown {
  const type = property?.type;
  if (type === 'boolean') return value === true;
  if ((NOTATION_FIELDS as readonly string[]).includes(name) || type === 'number' || type === 'integer') {
    return shown ? notationToNumber(value) : null;
  }
  if (property && Array.isArray(property.enum)) return shown ? choice(value) : null;
  if (type === 'array') {
    if (!shown || !Array.isArray(value)) return [];
    const items = resolveLocalRef(root, property?.items);
    if (!isRecord(items) || !isRecord(items.properties)) return value;
    // A list of objects (the medications): each member by the type its item schema gives it, as above.
    return carryItems(value, root, items, (_carried, item) => {
      const out: Record<string, unknown> = {};
      for (const member of propertyNames(root, items)) {
        out[member] = payloadValue(root, member, propertySchema(root, member, items), item[member], true);
      }
      return out;
    });
  }
  if (type === 'string') return shown ? text(value) : '';
  return shown ? blankToNull(value) : null;
}

export const managementAdapter: FormAdapter<ManagementForm, ManagementPayload> = {
  toPayload(formData: ManagementForm, context: AdapterContext): ManagementPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    const shown = new Set(shownNames(schema, data));
    const payload: Record<string, unknown> = {};
    for (const name of propertyNames(schema)) {
      payload[name] = payloadValue(schema, name, propertySchema(schema, name), data[name], shown.has(name));
    }
    return payload as ManagementPayload;
  },

  fromResponse(body: unknown): ManagementForm {
    if (!isRecord(body)) return body as ManagementForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key)) continue;
      if (key === 'prescribed_medications') {
        out[key] = formMedications(value);
      } else if (isBlank(value)) {
        continue;
      } else if ((NOTATION_FIELDS as readonly string[]).includes(key) && typeof value === 'number') {
        out[key] = numberToNotation(key, value);
      } else {
        out[key] = value;
      }
    }
    return out as ManagementForm;
  },
};
