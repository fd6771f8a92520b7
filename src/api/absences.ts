/** Absent requests (consultation §2, §3, §7; docs/decisions.md "Absent requests (issue 13, client)"). */
import type { AbsentRequestPayload } from './adapters/absent-request';
import { request } from './http-client';

export type AbsentRequestStatus = 'pending' | 'approved' | 'rejected';

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

/** Every request the reader may see (their own and those they may action), newest first. */
export const ABSENT_REQUESTS_PATH = '/absences/absent-requests/';

/** `POST`: a new request (status pending). */
export function createAbsentRequest(payload: AbsentRequestPayload): Promise<AbsentRequest> {
  return request<AbsentRequest>('post', ABSENT_REQUESTS_PATH, { data: payload });
}

/** `PUT {status}`: approve or decline a pending request. */
export function actionAbsentRequest(id: number, status: Exclude<AbsentRequestStatus, 'pending'>): Promise<AbsentRequest> {
  return request<AbsentRequest>('put', `${ABSENT_REQUESTS_PATH}${id}/`, { data: { status } });
}
