import absentRequest from '../../../schemas/absent-request/schema.json';
import caseHistory from '../../../schemas/case-history/schema.json';
import clinicSchedule from '../../../schemas/clinic-schedule/schema.json';
import diagnosis from '../../../schemas/diagnosis/schema.json';
import externals from '../../../schemas/externals/schema.json';
import extraTest from '../../../schemas/extra-test/schema.json';
import internals from '../../../schemas/internals/schema.json';
import management from '../../../schemas/management/schema.json';
import oculoMedicalHistory from '../../../schemas/oculo-medical-history/schema.json';
import refraction from '../../../schemas/refraction/schema.json';
import finalGrading from '../../../schemas/final-grading/schema.json';
import sectionMarks from '../../../schemas/section-marks/schema.json';
import stockAddition from '../../../schemas/stock-addition/schema.json';
import stockCount from '../../../schemas/stock-count/schema.json';
import visualAcuity from '../../../schemas/visual-acuity/schema.json';
import { SECTION_MANIFEST } from '../../lib/consultation-sections';
import { patientRegistrationAdapter } from './patient-registration';
import type { ContextKey } from '../../engine/core/context-members';
import { schemaAdapter, type WireBody } from './schema-adapter';
import { shippedSchema as shipped } from './shipped-schema';
import type { FormAdapter } from './types';

export type { AdapterContext, FormAdapter } from './types';

/**
 * The read shape of a grading (GET /api/grading/{appointment}/): its rubric sections inside `scores`. Given as the
 * adapter's root annotation, not in the schema: every recorded rubric version, and any version saved later, is read
 * the same way (docs/decisions.md).
 */
export const GRADING_READ = { readIn: 'scores' } as const;

/** The shipped schemas of the consultation sections, for callers that have no schema of their own (tests, benches). */
const SECTION_SCHEMAS: Record<string, unknown> = {
  'case-history': caseHistory,
  'oculo-medical-history': oculoMedicalHistory,
  'visual-acuity': visualAcuity,
  externals,
  internals,
  refraction,
  'extra-test': extraTest,
  diagnosis,
  management,
};

/**
 * The schemas of the forms outside a consultation that are saved by the wire transform alone: their payload carries
 * no context key, and what differs from the form (entries, trimmed text, an answer's own members) is `x-wire` data.
 */
const OPERATION_SCHEMAS: Record<string, unknown> = {
  'absent-request': absentRequest,
  'clinic-schedule': clinicSchedule,
  'stock-addition': stockAddition,
  'stock-count': stockCount,
};

/**
 * The context keys each section form's payload carries: its manifest entry's `save.bodyKeys`
 * (schemas/consultation/sections.json; the server adds the same ones to what it stores).
 */
export const SECTION_CONTEXT_KEYS: Record<string, readonly ContextKey[]> = Object.fromEntries(
  SECTION_MANIFEST.sections.map((entry) => [entry.formId, entry.save.bodyKeys]),
);

/**
 * A section form's adapter over `schema` (bundled): the wire transform plus the context keys of its manifest entry.
 * Every section is saved and read this way; a section added to the manifest needs no entry here.
 */
export function sectionAdapter(formId: string, schema: unknown): FormAdapter<Record<string, unknown>, WireBody> {
  return schemaAdapter(schema, SECTION_CONTEXT_KEYS[formId] ?? ['appointment']);
}

/** Every form's adapter, by form id (the folder name under `schemas/`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const adapters: Record<string, FormAdapter<any, any>> = {
  'patient-registration': patientRegistrationAdapter,
  ...Object.fromEntries(Object.entries(SECTION_SCHEMAS).map(([id, schema]) => [id, sectionAdapter(id, shipped(schema))])),
  'final-grading': schemaAdapter(shipped(finalGrading), [], GRADING_READ),
  'section-marks': schemaAdapter(shipped(sectionMarks), []),
  ...Object.fromEntries(Object.entries(OPERATION_SCHEMAS).map(([id, schema]) => [id, schemaAdapter(shipped(schema), [])])),
};
