import { blankToNull, isRecord, withoutBlank, withoutKeys } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** The fields of the visual acuity record, in the specification's order (§3). */
export const VISUAL_ACUITY_FIELDS = [
  'va_chart_used',
  'distance_unaided_od',
  'distance_unaided_os',
  'distance_ph_od',
  'distance_ph_os',
  'distance_plus1_od',
  'distance_plus1_os',
  'near_va_od',
  'near_va_os',
  'came_with_prescription',
  'prescription_type',
  'rx_sph_od',
  'rx_sph_os',
  'rx_cyl_od',
  'rx_cyl_os',
  'rx_axis_od',
  'rx_axis_os',
  'rx_va1_od',
  'rx_va1_os',
  'rx_add_od',
  'rx_add_os',
  'rx_va2_od',
  'rx_va2_os',
] as const;

export type VisualAcuityField = (typeof VISUAL_ACUITY_FIELDS)[number];

export type VisualAcuityChart = 'SNELLEN' | 'LOGMAR' | 'Others';
export type PrescriptionType = 'GLASSES' | 'CONTACTS';

/** The form's data: notation as typed (strings); a field not filled in is absent (or ''). */
export interface VisualAcuityForm {
  va_chart_used?: VisualAcuityChart;
  came_with_prescription?: boolean | null;
  prescription_type?: PrescriptionType | null;
  [key: string]: unknown;
}

/** `POST /tests/api/visual-acuity/`: every field present, `null` when not filled in. */
export type VisualAcuityPayload = { appointment: number | null } & {
  [K in VisualAcuityField]: K extends 'came_with_prescription'
    ? boolean | null
    : K extends 'prescription_type'
      ? PrescriptionType | null
      : K extends 'va_chart_used'
        ? VisualAcuityChart | null
        : string | null;
};

/** Keys of a body that the form does not hold: the appointment (the route's), and what a read answer adds. */
const NOT_FORM_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

/**
 * Visual acuity. The payload has every field of the record, an empty one (absent, '' or white space) as `null`;
 * values are never converted (notation stays text). Reading drops `average_marks` and turns `null` and ''
 * back into absent fields.
 */
export const visualAcuityAdapter: FormAdapter<VisualAcuityForm, VisualAcuityPayload> = {
  toPayload(formData: VisualAcuityForm, context: AdapterContext): VisualAcuityPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const payload: Record<string, unknown> = { appointment: context.appointmentId ?? null };
    for (const field of VISUAL_ACUITY_FIELDS) payload[field] = blankToNull(data[field]);
    return payload as VisualAcuityPayload;
  },

  fromResponse(body: unknown): VisualAcuityForm {
    if (!isRecord(body)) return body as VisualAcuityForm;
    return withoutBlank(withoutKeys(body, NOT_FORM_KEYS), VISUAL_ACUITY_FIELDS) as VisualAcuityForm;
  },
};
