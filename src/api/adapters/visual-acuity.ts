import shippedSchema from '../../../schemas/visual-acuity/schema.json';
import { blankToNull, isRecord, propertyNames, schemaOf, shownNames, withoutBlank, withoutKeys } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** The fields of the visual acuity record: the schema's properties, in its order (the specification's, §3). */
export const VISUAL_ACUITY_FIELDS: readonly string[] = propertyNames(shippedSchema);

export type VisualAcuityField = string;

export type VisualAcuityChart = 'SNELLEN' | 'LOGMAR' | 'Others';
export type PrescriptionType = 'GLASSES' | 'CONTACTS';

/** The form's data: notation as typed (strings); a field not filled in is absent (or ''). */
export interface VisualAcuityForm {
  va_chart_used?: VisualAcuityChart;
  came_with_prescription?: boolean | null;
  prescription_type?: PrescriptionType | null;
  [key: string]: unknown;
}

/**
 * `POST /tests/api/visual-acuity/`: every field of the schema present, `null` when not filled in (notation as
 * text).
 */
export interface VisualAcuityPayload {
  appointment: number | null;
  va_chart_used: VisualAcuityChart | null;
  came_with_prescription: boolean | null;
  prescription_type: PrescriptionType | null;
  [field: string]: unknown;
}

/** Keys of a body that the form does not hold: the appointment (the route's), and what a read answer adds. */
const NOT_FORM_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

/**
 * Visual acuity. The payload has every field of the schema, an empty (absent, '' or white space) or hidden one as `null`;
 * values are never converted (notation stays text). Reading drops `average_marks` and turns `null` and ''
 * back into absent fields.
 */
export const visualAcuityAdapter: FormAdapter<VisualAcuityForm, VisualAcuityPayload> = {
  toPayload(formData: VisualAcuityForm, context: AdapterContext): VisualAcuityPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    // A hidden field (the prescription block when the patient came without one: its `shownWhen`) is sent as null.
    const shown = new Set(shownNames(schema, data));
    const payload: Record<string, unknown> = { appointment: context.appointmentId ?? null };
    for (const field of propertyNames(schema)) payload[field] = shown.has(field) ? blankToNull(data[field]) : null;
    return payload as VisualAcuityPayload;
  },

  fromResponse(body: unknown, context?: AdapterContext): VisualAcuityForm {
    if (!isRecord(body)) return body as VisualAcuityForm;
    const fields = propertyNames(schemaOf(context, shippedSchema));
    return withoutBlank(withoutKeys(body, NOT_FORM_KEYS), fields) as VisualAcuityForm;
  },
};
