/** Absent requests (consultation §2, §3, §7; docs/decisions.md "Absent requests (issue 13, client)"). */
import type { AbsentRequest } from '../../contracts/generated/types';
import type { WireBody } from './adapters/schema-adapter';
import { request } from './http-client';

export type { AbsentRequest };
export type AbsentRequestStatus = AbsentRequest['status'];

/** Every request the reader may see (their own and those they may action), newest first. */
export const ABSENT_REQUESTS_PATH = '/absences/absent-requests/';

/** `POST`: a new request (status pending). */
export function createAbsentRequest(payload: WireBody): Promise<AbsentRequest> {
  return request<AbsentRequest>('post', ABSENT_REQUESTS_PATH, { data: payload });
}

/** `PUT {status}`: approve or decline a pending request. */
export function actionAbsentRequest(id: number, status: Exclude<AbsentRequestStatus, 'pending'>): Promise<AbsentRequest> {
  return request<AbsentRequest>('put', `${ABSENT_REQUESTS_PATH}${id}/`, { data: { status } });
}
