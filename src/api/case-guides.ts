/** The Case Management Guide (issue 22): the guides of the diagnosis groups of some ICD-10 codes. */
import useSWR, { type SWRResponse } from 'swr';
import type { CaseGuide } from '../../contracts/generated/types';
import { getJson } from './http-client';

export type { CaseGuide } from '../../contracts/generated/types';

/** `GET /case-guides/?codes=…` for `codes`; null (no call) when there is none. */
export function caseGuidesPath(codes: readonly string[]): string | null {
  return codes.length > 0 ? `/case-guides/?codes=${codes.map(encodeURIComponent).join(',')}` : null;
}

/** The guides of `codes`' diagnosis groups, in the guide file's order. */
export function useCaseGuides(codes: readonly string[]): SWRResponse<CaseGuide[]> {
  return useSWR<CaseGuide[]>(caseGuidesPath(codes), getJson);
}
