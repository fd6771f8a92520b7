import useSWR, { type SWRResponse } from 'swr';
import { ABSENT_REQUESTS_PATH, type AbsentRequest } from './absences';
import { getJson } from './http-client';

/** The reader's absent requests, all statuses in one list (the screen splits them into its tabs). */
export function useAbsentRequests(): SWRResponse<AbsentRequest[]> {
  return useSWR<AbsentRequest[]>(ABSENT_REQUESTS_PATH, getJson);
}
