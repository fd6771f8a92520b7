import shippedRubric from '../../../schemas/final-grading/schema.json';
import { rubricOf, type RubricSection } from '../../engine/core/rubric';
import { isRecord } from './helpers';
import type { AdapterContext, FormAdapter } from './types';

/** Scores by section (`section_a: {case_history: 4.5, …}`) and remarks. */
export interface FinalGradingForm {
  remarks?: string;
  [section: string]: unknown;
}

/**
 * The grading as sent: the form data itself, each section's scores under the item keys of the rubric, and the
 * remarks. No totals (the server computes them from the rubric, src/engine/core/rubric.ts) and no labels.
 */
export interface FinalGradingPayload {
  remarks: string;
  [section: string]: Record<string, number> | string;
}

type Json = Record<string, unknown>;

const rubricFor = (context: AdapterContext | undefined): RubricSection[] => rubricOf(context?.schema ?? shippedRubric);

/** Members of a grading as the server answers it that are not form data. */
const READ_ONLY_KEYS = new Set([
  'id',
  'appointment',
  'saved_at',
  'rubric_version',
  'totals',
  'total',
  'reason',
  'graded_by',
  'graded_by_name',
  'graded_at',
]);

export const finalGradingAdapter: FormAdapter<FinalGradingForm, FinalGradingPayload> & {
  fromResponse(body: unknown, context?: AdapterContext): FinalGradingForm;
} = {
  /** Each section of the rubric of `context.schema` (the shipped one if absent) with the scores given, and remarks. */
  toPayload(formData: FinalGradingForm, context: AdapterContext): FinalGradingPayload {
    const data: Json = isRecord(formData) ? formData : {};
    const payload: FinalGradingPayload = { remarks: typeof data.remarks === 'string' ? data.remarks : '' };
    for (const section of rubricFor(context)) {
      const given = isRecord(data[section.key]) ? (data[section.key] as Json) : {};
      const scores: Record<string, number> = {};
      for (const item of section.items) {
        const value = given[item.key];
        if (typeof value === 'number' && Number.isFinite(value)) scores[item.key] = value;
      }
      payload[section.key] = scores;
    }
    return payload;
  },

  /**
   * Form data from a recorded grading (`scores` by section and item key, as the server answers it) or from form
   * data itself. The totals, the id, version, author and time of a recorded grading are dropped; anything else
   * stays, so that the form refuses what it does not know.
   */
  fromResponse(body: unknown): FinalGradingForm {
    if (!isRecord(body)) return body as FinalGradingForm;
    const out: Json = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === 'scores' || READ_ONLY_KEYS.has(key)) continue;
      if (key === 'remarks' && (value === null || value === '')) continue;
      out[key] = value;
    }
    if (!('scores' in body)) return out;
    if (!isRecord(body.scores)) {
      out.scores = body.scores;
      return out;
    }
    for (const [section, scores] of Object.entries(body.scores)) out[section] = isRecord(scores) ? { ...scores } : scores;
    return out;
  },
};
