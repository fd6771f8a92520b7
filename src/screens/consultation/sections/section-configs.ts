/** The sections shown by the generic schema tab: form, where it is read, and its failure text (consultation §7, §8). */
import { SECTION_SOURCES, type SectionSource } from '../../../api/use-section-record';
import { SECTION_MANIFEST } from '../../../lib/consultation-sections';
import { sectionOf } from '../../../lib/section-manifest';

export interface SchemaSectionConfig {
  formId: string;
  source: SectionSource;
  /** The section's own failure message of §8 (the manifest's `failure.text`). */
  failureText: string;
  /** How a failed save is told: a toast, or a dialog (refraction's 'Error' dialog, consultation §8). */
  failure: 'toast' | 'dialog';
}

/** The source of a section by its form id (the list of src/api/use-section-record.ts). */
export function sourceOf(formId: string): SectionSource | undefined {
  return SECTION_SOURCES.find((source) => source.formId === formId);
}

/** The generic tab's configuration for a form id. */
export function schemaSectionConfig(formId: string): SchemaSectionConfig {
  const source = sourceOf(formId);
  const entry = sectionOf(SECTION_MANIFEST, formId);
  if (!source || !entry) throw new Error(`Unknown section "${formId}"`);
  return { formId, source, failureText: entry.failure.text, failure: entry.failure.kind };
}
