import rawSchema from '../../../schemas/absent-request/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { carriedNames, carryFields, isRecord, schemaOf } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** The schema as shipped, with its shared definitions inlined: the form's fields are its properties. */
const shippedSchema = bundleSchema(rawSchema as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

export interface AbsentRequestForm {
  from_date?: string;
  to_date?: string;
  reason?: string;
  [key: string]: unknown;
}

/**
 * `POST /absences/absent-requests/`: every property of the schema (from_date, to_date, reason today), a blank
 * value as `null` (the server answers it as a missing field, in the schema's words).
 */
export interface AbsentRequestPayload {
  from_date: string | null;
  to_date: string | null;
  reason: string | null;
  [key: string]: unknown;
}

/** Members of a listed request that a new request does not have; the server sets them. */
const READ_ONLY_KEYS = new Set([
  'id',
  'status',
  'requester',
  'requested_at',
  'actioned_by',
  'actioned_by_id',
  'actioned_at',
  'can_action',
]);

export const absentRequestAdapter: FormAdapter<AbsentRequestForm, AbsentRequestPayload> = {
  /** The schema's properties, carried as they are: a property added to the schema is sent with no code change. */
  toPayload(formData: AbsentRequestForm, context: AdapterContext): AbsentRequestPayload {
    const data: Record<string, unknown> = isRecord(formData) ? formData : {};
    return carryFields(data, carriedNames(schemaOf(context, shippedSchema))) as AbsentRequestPayload;
  },

  /** A request back as form data: the members only a listed request has (id, status, who actioned it) are dropped. */
  fromResponse(body: unknown): AbsentRequestForm {
    if (!isRecord(body)) return body as AbsentRequestForm;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) {
      if (READ_ONLY_KEYS.has(key) || value === null || value === '') continue;
      out[key] = value;
    }
    return out as AbsentRequestForm;
  },
};
