import type { Kysely } from 'kysely';
import { normalizeRole } from '../../../src/lib/permissions';
import type { Database } from '../tables/database';
import type { PatientRevisionRow } from '../tables/patient-revisions';

/** A revision with its data parsed and who made it. */
export interface PatientRevision {
  id: number;
  patientId: number;
  changedAt: string;
  changedBy: { id: number; username: string; first_name: string; last_name: string; role: string };
  changedFields: string[];
  /** Column name → value before the change. */
  previous: Record<string, unknown>;
}

type RevisionWithUser = PatientRevisionRow & { username: string; first_name: string; last_name: string; role: string };

function toRevision(row: RevisionWithUser): PatientRevision {
  return {
    id: row.id,
    patientId: row.patient_id,
    changedAt: row.changed_at,
    changedBy: { id: row.changed_by, username: row.username, first_name: row.first_name, last_name: row.last_name, role: normalizeRole(row.role) },
    changedFields: JSON.parse(row.changed_fields) as string[],
    previous: JSON.parse(row.previous) as Record<string, unknown>,
  };
}

/**
 * The edit history of patients. Rows are written by the patients repository in the same transaction as the
 * change they describe; this one only reads them, newest first.
 */
export function createPatientRevisionsRepository(db: Kysely<Database>) {
  return {
    async count(patientId: number): Promise<number> {
      const row = await db
        .selectFrom('patient_revisions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('patient_id', '=', patientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async page(patientId: number, offset: number, limit: number): Promise<PatientRevision[]> {
      const rows = await db
        .selectFrom('patient_revisions as r')
        .innerJoin('users as u', 'u.id', 'r.changed_by')
        .selectAll('r')
        .select(['u.username', 'u.first_name', 'u.last_name', 'u.role'])
        .where('r.patient_id', '=', patientId)
        .orderBy('r.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toRevision);
    },
  };
}

export type PatientRevisionsRepository = ReturnType<typeof createPatientRevisionsRepository>;
