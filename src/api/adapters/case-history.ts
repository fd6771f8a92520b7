import {
  detailsFromResponse,
  detailsToPayload,
  type ConditionDetail,
  type ConditionDetailPayload,
} from './condition-details';
import rawSchema from '../../../schemas/case-history/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { carriedNames, carryFields, isRecord, propertySchema, schemaOf, withoutBlank, withoutKeys } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface CaseHistoryForm {
  chief_complaint?: string;
  condition_details?: ConditionDetail[];
  [key: string]: unknown;
}

/** `POST /tests/api/case-history/`. */
export interface CaseHistoryPayload {
  appointment: number | null;
  chief_complaint: string;
  condition_details: ConditionDetailPayload[];
  /** Any other property of the schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** The schema as shipped, its shared definitions inlined (a detail's properties are read from it). */
const shippedSchema = bundleSchema(rawSchema as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

/** Keys of a body that the form does not hold: the appointment (the route's), and what a read answer adds. */
const NOT_FORM_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

/** The fields this adapter reshapes; every other property of the schema is carried as it is. */
const RESHAPED = new Set(['chief_complaint', 'condition_details']);

/**
 * Case history. The chief complaint is sent trimmed (the rule is on the trimmed text); a detail without
 * `affected_eye` is sent with `null`; any other property of the schema is sent as typed (blank: `null`).
 */
export const caseHistoryAdapter: FormAdapter<CaseHistoryForm, CaseHistoryPayload> = {
  toPayload(formData: CaseHistoryForm, context: AdapterContext): CaseHistoryPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    const schema = schemaOf(context, shippedSchema);
    return {
      appointment: context.appointmentId ?? null,
      ...carryFields(data, carriedNames(schema, RESHAPED)),
      chief_complaint: typeof data.chief_complaint === 'string' ? data.chief_complaint.trim() : '',
      condition_details: detailsToPayload(data.condition_details, schema, propertySchema(schema, 'condition_details')?.items),
    };
  },

  fromResponse(body: unknown, context?: AdapterContext): CaseHistoryForm {
    if (!isRecord(body)) return body as CaseHistoryForm;
    const out = withoutBlank(withoutKeys(body, NOT_FORM_KEYS), carriedNames(schemaOf(context, shippedSchema), RESHAPED));
    if ('condition_details' in out) out.condition_details = detailsFromResponse(out.condition_details);
    return out as CaseHistoryForm;
  },
};
