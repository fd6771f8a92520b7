/**
 * The read shapes of consultation §3 (case history, Oculo-Medical History, observations, diagnosis, extra tests),
 * built from stored section documents by the one read view (./read-view.ts) as each form's schema
 * annotates it. Stored records are never changed: only the answer is.
 */
import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../../db/repositories/index';
import type { DiagnosisCodeRow } from '../../db/tables/diagnosis-codes';
import { readList, readView, type Catalogues, type NameLookup } from './read-view';
import type { SectionResponse } from './service';

type JsonRecord = Record<string, unknown>;

/** Diagnosis names from catalogue rows already read. */
export const diagnosisNames =
  (rows: readonly DiagnosisCodeRow[]): NameLookup =>
  async (ids) => {
    const wanted = new Set(ids);
    return new Map(rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, row.diagnosis]));
  };

/** The catalogues an `x-read-lookup` of a form schema may name. */
export function sectionCatalogues(repos: Repositories): Catalogues {
  return {
    conditions: repos.referenceData.conditionNames,
    'examination-conditions': repos.referenceData.examinationConditionNames,
    'diagnosis-codes': async (ids) => diagnosisNames(await repos.referenceData.findDiagnosisCodes(ids))(ids),
  };
}

/** A stored section record in its read shape (the form's own schema, as the server loaded it, says how). */
export function sectionReadView(
  app: FastifyInstance,
  repos: Repositories,
  formId: string,
  stored: JsonRecord,
  catalogues: Partial<Record<string, NameLookup>> = {},
): Promise<JsonRecord> {
  return readView(app.forms.schema(formId), stored, { ...sectionCatalogues(repos), ...catalogues } as Catalogues);
}

/** The header that carries a section's average marks beside a list answer. */
export const AVERAGE_MARKS_HEADER = 'x-average-marks';

/** The header that carries, as JSON, the form-level properties of a section answered as a list. */
export const FORM_FIELDS_HEADER = 'x-form-fields';

/** JSON with every character past ASCII escaped, as a header value may carry it. */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A section answered as a list (its schema's `x-read-list`: observations): the items of the current record (none
 * without one), each with the form's other properties and the record's `saved_at` and `saved_by_name`; and those
 * form-level properties alone (`{}` without a record), for the X-Form-Fields header.
 */
export async function sectionListView(
  app: FastifyInstance,
  repos: Repositories,
  formId: string,
  stored: SectionResponse | null,
): Promise<{ items: JsonRecord[]; fields: JsonRecord }> {
  if (!stored) return { items: [], fields: {} };
  const list = readList(app.forms.schema(formId), await sectionReadView(app, repos, formId, stored));
  if (!list) throw new Error(`The form "${formId}" is not read as a list (no x-read-list).`);
  const record = { saved_at: stored.saved_at, ...(stored.saved_by_name === undefined ? {} : { saved_by_name: stored.saved_by_name }) };
  return { items: list.items.map((item) => ({ ...item, ...record })), fields: list.fields };
}
