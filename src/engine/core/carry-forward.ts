/**
 * Patient-level answers that a later visit starts from (docs/forms.md, "Carry forward"): a top-level property of
 * a form annotated `"x-carry-forward": true` is copied from the patient's latest record into the new record of a
 * later appointment, where it stays editable. Which properties carry is data in the schema only. Pure.
 */
import type { KeywordDefinition } from 'ajv';
import { isRecord } from '../../lib/is-record';

export const CARRY_FORWARD = 'x-carry-forward';

export const CARRY_FORWARD_KEYWORD: KeywordDefinition = { keyword: CARRY_FORWARD, schemaType: 'boolean' };

/** The names of the form's properties annotated to carry forward, in the schema's order. */
export function carryForwardNames(schema: unknown): string[] {
  const properties = isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
  return Object.entries(properties)
    .filter(([, property]) => isRecord(property) && property[CARRY_FORWARD] === true)
    .map(([name]) => name);
}

/** The carried properties of an earlier record's form data (copies; absent ones are left out). */
export function carriedForward(schema: unknown, earlier: unknown): Record<string, unknown> {
  if (!isRecord(earlier)) return {};
  const carried: Record<string, unknown> = {};
  for (const name of carryForwardNames(schema)) {
    if (earlier[name] !== undefined) carried[name] = structuredClone(earlier[name]);
  }
  return carried;
}
