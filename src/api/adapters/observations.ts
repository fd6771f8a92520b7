/** External and internal observations: the same body, `{appointment, observations[]}`, on two routes. */
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { resolveLocalRef } from '../../engine/core/conditional-display';
import { detailFromResponse, detailsToPayload, type ConditionDetail, type ConditionDetailPayload } from './condition-details';
import { carriedNames, carryFields, isBlank, isRecord, propertySchema, schemaOf, withoutBlank, withoutKeys, type JsonRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

export interface ObservationsForm {
  observations?: ConditionDetail[];
  [key: string]: unknown;
}

export interface ObservationsPayload {
  appointment: number | null;
  observations: ConditionDetailPayload[];
  /** Any other property of the schema, as typed (blank: `null`). */
  [field: string]: unknown;
}

/** Keys of a body that the form does not hold: the appointment (the route's), and what a read answer adds. */
const NOT_FORM_KEYS = new Set(['appointment', 'id', 'saved_at', 'average_marks']);

/** Keys of a read-back item that only describe its condition. */
const DESCRIPTIVE_KEYS = new Set(['id', 'condition_name', 'name', 'group_name', 'subgroup']);

/**
 * A read-back item, `{condition, affected_eye, grading, notes}`, as the recorded inputs it stands for: one
 * `grading` and one `notes` detail for whichever is filled in. Other keys ride along on each (so validation
 * refuses them).
 */
function readBackItem(item: JsonRecord): unknown[] {
  const { grading, notes, ...rest } = item;
  const base: JsonRecord = { ...withoutKeys(rest, DESCRIPTIVE_KEYS), affected_eye: rest.affected_eye ?? null };
  const details: unknown[] = [];
  if (!isBlank(grading)) details.push({ ...base, field_type: 'grading', value: grading });
  if (!isBlank(notes)) details.push({ ...base, field_type: 'notes', value: notes });
  return details;
}

const isReadBackItem = (item: unknown): item is JsonRecord =>
  isRecord(item) && !('field_type' in item) && !('value' in item) && ('grading' in item || 'notes' in item);

/**
 * An item of the read answer's list, `{condition, condition_name, affected_eye, field_type, value, grading, notes,
 * average_marks, saved_at, saved_by_name}`, back to its detail: the condition's name, and the section's marks and
 * save (repeated on every item), dropped, and `grading`/`notes`
 * too where they only repeat the value (null, or the value itself). Anything else stays (validation refuses it).
 */
function listedItem(item: unknown): unknown {
  const out = detailFromResponse(item);
  if (!isRecord(out)) return out;
  for (const key of ['average_marks', 'saved_at', 'saved_by_name']) delete out[key];
  for (const key of ['grading', 'notes']) if (key in out && (out[key] === null || out[key] === out.value)) delete out[key];
  return out;
}

/** The schema's `maxItems` of the observations list, if it declares one. */
function observationsBound(schema: unknown): number | undefined {
  const root = resolveLocalRef(schema, schema);
  const properties = isRecord(root) && isRecord(root.properties) ? root.properties : {};
  const list = resolveLocalRef(schema, properties.observations);
  return isRecord(list) && typeof list.maxItems === 'number' ? list.maxItems : undefined;
}

/**
 * The list's items as the form's details. A list longer than the schema's `maxItems` is returned as it came, not
 * mapped: validation refuses it by its count alone, and mapping tens of thousands of items first is wasted work.
 */
function observationsFromResponse(observations: unknown, schema: unknown): unknown {
  if (!Array.isArray(observations)) return observations;
  const bound = observationsBound(schema);
  if (bound !== undefined && observations.length > bound) return observations;
  return observations.flatMap((item: unknown) => (isReadBackItem(item) ? readBackItem(item) : [listedItem(item)]));
}

const RESHAPED = new Set(['observations']);

/** `shipped`: the form's schema in `schemas/` (externals or internals), used when the context names none. */
export function createObservationsAdapter(raw: unknown): FormAdapter<ObservationsForm, ObservationsPayload> {
  // Its shared definitions inlined: an observation's properties are read from it.
  const shipped = bundleSchema(raw as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });
  return {
    toPayload(formData: ObservationsForm, context: AdapterContext): ObservationsPayload {
      const data: Record<string, unknown> = isRecord(formData) ? formData : {};
      const schema = schemaOf(context, shipped);
      return {
        appointment: context.appointmentId ?? null,
        ...carryFields(data, carriedNames(schema, RESHAPED)),
        observations: detailsToPayload(data.observations, schema, propertySchema(schema, 'observations')?.items),
      };
    },

    /**
     * Reads a payload, or the read answer: the list of observation items (`GET …-observations/{id}/`), whose
     * items become the form's observations. Anything else that is not an object is returned as it came.
     */
    fromResponse(body: unknown, context?: AdapterContext): ObservationsForm {
      const schema = schemaOf(context, shipped);
      if (Array.isArray(body)) return { observations: observationsFromResponse(body, schema) as ConditionDetail[] };
      if (!isRecord(body)) return body as ObservationsForm;
      const out = withoutBlank(withoutKeys(body, NOT_FORM_KEYS), carriedNames(schema, RESHAPED));
      if (out.observations === null) out.observations = [];
      else if ('observations' in out) out.observations = observationsFromResponse(out.observations, schema);
      return out as ObservationsForm;
    },
  };
}
