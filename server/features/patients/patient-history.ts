/**
 * A patient's edit history as the API answers it: each change with who made it, when, which fields it changed and
 * every field as it was before, under the names the patient is answered with (`otherNames`, `hospitalId`, …).
 */
import type { PatientRevision } from '../../db/repositories/patient-revisions';
import type { Repositories } from '../../db/repositories/index';

/** Columns whose answer name differs (./service.ts, toPatientResponse). */
const ANSWER_NAMES: Readonly<Record<string, string>> = { other_names: 'otherNames', hospital_id: 'hospitalId' };

/** The name a patient answer gives a stored column. */
export const answerName = (column: string): string => ANSWER_NAMES[column] ?? column;

export interface PatientRevisionResponse {
  id: number;
  changed_at: string;
  changed_by: PatientRevision['changedBy'];
  changed_fields: string[];
  previous: Record<string, unknown>;
}

export function toPatientRevisionResponse(revision: PatientRevision): PatientRevisionResponse {
  return {
    id: revision.id,
    changed_at: revision.changedAt,
    changed_by: revision.changedBy,
    changed_fields: revision.changedFields.map(answerName),
    previous: Object.fromEntries(Object.entries(revision.previous).map(([column, value]) => [answerName(column), value])),
  };
}

/** A patient's revisions as a paged source (server/http/paging.ts), newest first. */
export function patientRevisionSource(repos: Repositories, patientId: number) {
  return {
    count: () => repos.patientRevisions.count(patientId),
    page: (offset: number, limit: number) => repos.patientRevisions.page(patientId, offset, limit),
  };
}
