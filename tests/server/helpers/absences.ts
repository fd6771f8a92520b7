/**
 * Absent requests for tests: written straight into the table (no HTTP) where a test needs one in a given state, or
 * made through the API as the requester does.
 */
import type { FastifyInstance } from 'fastify';
import { assertStatus, bearer } from './test-app';

/** A request the absent-request form accepts. */
export const ABSENT_REQUEST_BODY = { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' };

/** A pending absent request made through the API by the user of `token` (a student's, lecturers and the coordinator may action): its id. */
export async function requestAbsence(app: FastifyInstance, token: string): Promise<number> {
  const answer = await app.inject({ method: 'POST', url: '/api/absences/absent-requests/', payload: ABSENT_REQUEST_BODY, headers: bearer(token) });
  assertStatus(answer, 201, 'absent request');
  return (answer.json() as { id: number }).id;
}

export async function insertAbsence(
  app: FastifyInstance,
  absence: { requesterId: number; from: string; to: string; status?: 'pending' | 'approved' | 'rejected'; actionedBy?: number; reason?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const status = absence.status ?? 'approved';
  const row = await app.db
    .insertInto('absent_requests')
    .values({
      requester_id: absence.requesterId,
      from_date: absence.from,
      to_date: absence.to,
      reason: absence.reason ?? 'Family matter',
      status,
      actioned_by: status === 'pending' ? null : (absence.actionedBy ?? null),
      actioned_at: status === 'pending' ? null : now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
