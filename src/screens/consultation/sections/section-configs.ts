/** The sections shown by the generic schema tab: form, where it is read, and its failure text (consultation §7, §8). */
import { SECTION_SOURCES, type SectionSource } from '../../../api/use-section-record';

export const DEFAULT_SAVE_FAILURE = 'Something went wrong while saving.';

export interface SchemaSectionConfig {
  formId: string;
  source: SectionSource;
  /** The section's own failure message of §8, else the default. */
  failureText: string;
  /** How a failed save is told: a toast (default), or a dialog (refraction's 'Error' dialog, consultation §8). */
  failure: 'toast' | 'dialog';
}

/** Sections whose failed save opens a dialog rather than a toast. */
const FAILURE_DIALOGS = new Set(['refraction']);

const FAILURE_TEXTS: Record<string, string> = {
  'case-history': 'Failed to save case history.',
  refraction: 'Failed to save refraction results. Please try again.',
};

/** The source of a section by its form id (the list of src/api/use-section-record.ts). */
export function sourceOf(formId: string): SectionSource | undefined {
  return SECTION_SOURCES.find((source) => source.formId === formId);
}

/** The generic tab's configuration for a form id. */
export function schemaSectionConfig(formId: string): SchemaSectionConfig {
  const source = sourceOf(formId);
  if (!source) throw new Error(`Unknown section "${formId}"`);
  return {
    formId,
    source,
    failureText: FAILURE_TEXTS[formId] ?? DEFAULT_SAVE_FAILURE,
    failure: FAILURE_DIALOGS.has(formId) ? 'dialog' : 'toast',
  };
}
