/** A consultation section as recorded at the patient's previous visit: the hints beside a later visit's values. */
import useSWR, { type SWRResponse } from 'swr';
import type { PreviousRecords } from '../../contracts/generated/types';
import { getJson } from './http-client';

/** `GET /clients/api/appointments/{id}/previous/{form}/` (docs/api.md "Trends and previous values"). */
export const previousRecordsPath = (appointmentId: number, formId: string) =>
  `/clients/api/appointments/${appointmentId}/previous/${formId}/`;

/**
 * The section's records at the patient's latest earlier visit that has them (none at a first visit); no call
 * unless `wanted` (the form asks for previous values: src/engine/core/previous-value.ts, `asksForPrevious`).
 */
export function usePreviousRecords(appointmentId: number, formId: string, wanted: boolean): SWRResponse<PreviousRecords> {
  return useSWR<PreviousRecords>(wanted ? previousRecordsPath(appointmentId, formId) : null, getJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
