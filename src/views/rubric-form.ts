import { useMemo } from 'react';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { rubricValidator, type FormDefinition } from '../engine';

/** A recorded rubric version as the API answers it (`GET /api/grading/…`): bundled schema and ui schema. */
export interface RecordedRubric {
  form: string;
  version: string;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
}

/**
 * The form of a recorded rubric version and its validator (every rule read from the version's schema,
 * engine/rubric-validator.ts): what the grading form and the section marks dialog render, whichever version it is —
 * the build's own or one saved in the rubric editor since. One per version object.
 */
export function useRubricForm(rubric: RecordedRubric | undefined): { form: FormDefinition; validator: ValidatorType } | null {
  return useMemo(() => {
    if (!rubric) return null;
    const schema = rubric.schema as RJSFSchema;
    return { form: { id: rubric.form, version: rubric.version, schema, uiSchema: rubric.ui as UiSchema }, validator: rubricValidator(schema) };
  }, [rubric]);
}
