/** Absent requests written straight into the table (no HTTP), for tests that need one in a given state. */
import type { FastifyInstance } from 'fastify';

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
