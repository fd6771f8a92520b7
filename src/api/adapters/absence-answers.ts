/**
 * What the absent-request routes answer (consultation §2, §3, §7). The one definition of these shapes: the server's
 * absent-request service builds them and the client reads them.
 */

export const ABSENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AbsentRequestStatus = (typeof ABSENT_REQUEST_STATUSES)[number];

/** A listed request (`GET /absences/absent-requests/`). */
export interface AbsentRequest {
  id: number;
  from_date: string;
  to_date: string;
  reason: string;
  status: AbsentRequestStatus;
  requester: { id: number; name: string; role: string };
  requested_at: string;
  /** The name of who approved or declined it. */
  actioned_by: string | null;
  actioned_by_id: number | null;
  actioned_at: string | null;
  /** Pending, and the reader may approve or decline it. */
  can_action: boolean;
}
