import type { SectionTabProps } from '../section-tab-props';
import { SchemaSectionTab } from './schema-section-tab';

/**
 * The diagnosis step (consultation.md §2, §5): the `diagnosis` schema form — differential diagnosis, the searchable
 * ICD-10 list (`diagnosisPicker`: 'Diagnosis already selected'), each diagnosis with its queries, management plan,
 * affected eye and notes. It is the generic section tab: the saved diagnosis (GET /diagnosis/{id}/view/) loaded,
 * a per-user draft `consultation-{id}-diagnosis`, POST /diagnosis/{id}/create/, 'No changes detected', and
 * 'Something went wrong while saving.' on a failed save with the input kept.
 */
export function DiagnosisStep(props: SectionTabProps) {
  return <SchemaSectionTab formId="diagnosis" {...props} />;
}
