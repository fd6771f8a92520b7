import useSWR from 'swr';
import { getJson, request } from './http-client';

export type RubricFormId = 'final-grading' | 'section-marks';

/** A recorded version of a rubric form, as `GET /api/grading/rubrics/{form}/` lists it. */
export interface RubricVersionSummary {
  id: number;
  form: RubricFormId;
  version: string;
  source: 'file' | 'app';
  created_by_name: string | null;
  created_at: string;
}

/** One version with its (bundled) schema and ui schema. */
export interface RubricVersion extends RubricVersionSummary {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
}

export interface RubricVersions {
  current: RubricVersion;
  versions: RubricVersionSummary[];
}

const rubricsUrl = (form: RubricFormId) => `/grading/rubrics/${form}/`;

/** The current version of a rubric form and every recorded version (oldest first). */
export function useRubricVersions(form: RubricFormId) {
  return useSWR<RubricVersions>(rubricsUrl(form), getJson);
}

/** Saves a new version of a rubric form; the server answers it (201) or refuses it with the check's messages (400). */
export function saveRubricVersion(form: RubricFormId, body: { schema: unknown; ui: unknown }): Promise<RubricVersion> {
  return request<RubricVersion>('post', rubricsUrl(form), { data: body });
}
