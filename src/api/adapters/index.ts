import caseHistory from '../../../schemas/case-history/schema.json';
import diagnosis from '../../../schemas/diagnosis/schema.json';
import externals from '../../../schemas/externals/schema.json';
import extraTest from '../../../schemas/extra-test/schema.json';
import internals from '../../../schemas/internals/schema.json';
import management from '../../../schemas/management/schema.json';
import oculoMedicalHistory from '../../../schemas/oculo-medical-history/schema.json';
import refraction from '../../../schemas/refraction/schema.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import visualAcuity from '../../../schemas/visual-acuity/schema.json';
import { bundleSchema, type JsonObject } from '../../engine/core/bundle-schema';
import { patientRegistrationAdapter } from './patient-registration';
import { finalGradingAdapter } from './final-grading';
import { sectionMarksAdapter } from './section-marks';
import { absentRequestAdapter } from './absent-request';
import { clinicScheduleAdapter } from './clinic-schedule';
import { stockAdditionAdapter } from './stock-addition';
import { stockCountAdapter } from './stock-count';
import { schemaAdapter, type ContextKey } from './schema-adapter';
import type { FormAdapter } from './types';

export type { AdapterContext, FormAdapter } from './types';

/** A schema as shipped, its shared definitions inlined. */
const shipped = (raw: unknown) => bundleSchema(raw as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });

/**
 * The consultation sections: each form's schema, and the context keys its payload carries (consultation §3, §7;
 * refraction and management take the appointment from their URL). Their wire shapes are the schemas' own, with
 * their `x-wire` annotations.
 */
const SECTION_FORMS: Record<string, [schema: unknown, sends: ContextKey[]]> = {
  'case-history': [caseHistory, ['appointment']],
  'oculo-medical-history': [oculoMedicalHistory, ['patient', 'appointment']],
  'visual-acuity': [visualAcuity, ['appointment']],
  externals: [externals, ['appointment']],
  internals: [internals, ['appointment']],
  refraction: [refraction, []],
  'extra-test': [extraTest, ['appointment']],
  diagnosis: [diagnosis, ['appointment']],
  management: [management, []],
};

/** The context keys each section form's payload carries (the server adds the same ones to what it stores). */
export const SECTION_CONTEXT_KEYS: Record<string, readonly ContextKey[]> = Object.fromEntries(
  Object.entries(SECTION_FORMS).map(([id, [, sends]]) => [id, sends]),
);

/** Every form's adapter, by form id (the folder name under `schemas/`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const adapters: Record<string, FormAdapter<any, any>> = {
  'patient-registration': patientRegistrationAdapter,
  ...Object.fromEntries(Object.entries(SECTION_FORMS).map(([id, [schema, sends]]) => [id, schemaAdapter(shipped(schema), sends)])),
  'final-grading': finalGradingAdapter,
  'section-marks': sectionMarksAdapter,
  'absent-request': absentRequestAdapter,
  'clinic-schedule': clinicScheduleAdapter,
  'stock-addition': stockAdditionAdapter,
  'stock-count': stockCountAdapter,
};
