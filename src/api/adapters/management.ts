import { isRecord, isBlank } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export const MANAGEMENT_OPTIONS = [
  'refractive_correction',
  'medications',
  'counselling',
  'low_vision_aid',
  'therapy',
  'surgery',
  'referral',
] as const;

/** The detail text of each option that has one. */
const DETAILS = {
  counselling: 'counselling_details',
  low_vision_aid: 'low_vision_aid_details',
  therapy: 'therapy_details',
  surgery: 'surgery_details',
  referral: 'referral_details',
} as const;

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

function payloadMedication(entry: unknown): ManagementPayload['prescribed_medications'][number] {
  const source = isRecord(entry) ? entry : {};
  return {
    id: typeof source.id === 'number' ? source.id : null,
    name: text(source.name),
    dosage: text(source.dosage),
    eye: choice(source.eye),
  };
}

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

export const managementAdapter: FormAdapter<ManagementForm, ManagementPayload> = {
  toPayload(formData: ManagementForm, _context: AdapterContext): ManagementPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const chosen = (option: string): boolean => data[option] === true;
    const rx = chosen('refractive_correction');
    const number = (key: string): number | null => (rx ? notationToNumber(data[key]) : null);
    const detail = (option: keyof typeof DETAILS): string => (chosen(option) ? text(data[DETAILS[option]]) : '');
    return {
      refractive_correction: rx,
      medications: chosen('medications'),
      counselling: chosen('counselling'),
      low_vision_aid: chosen('low_vision_aid'),
      therapy: chosen('therapy'),
      surgery: chosen('surgery'),
      referral: chosen('referral'),
      type_of_refractive_correction: rx ? choice(data.type_of_refractive_correction) : null,
      od_sph: number('od_sph'),
      os_sph: number('os_sph'),
      od_cyl: number('od_cyl'),
      os_cyl: number('os_cyl'),
      od_axis: number('od_axis'),
      os_axis: number('os_axis'),
      od_add: number('od_add'),
      os_add: number('os_add'),
      type_of_lens: rx ? choice(data.type_of_lens) : null,
      pd: number('pd'),
      segment_height: number('segment_height'),
      fitting_cross_height: number('fitting_cross_height'),
      counselling_details: detail('counselling'),
      low_vision_aid_details: detail('low_vision_aid'),
      therapy_details: detail('therapy'),
      surgery_details: detail('surgery'),
      referral_details: detail('referral'),
      prescribed_medications:
        chosen('medications') && Array.isArray(data.prescribed_medications) ? data.prescribed_medications.map(payloadMedication) : [],
    };
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
