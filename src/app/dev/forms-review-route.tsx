import { getJson } from '../../api/http-client';
import { FormsReviewPage } from '../../engine/review/forms-review-page';
import type { ClinicalFormContext, GradingScale } from '../../widgets/form-context';

type ReferenceData = NonNullable<ClinicalFormContext['referenceData']>;

/** A list from the API, or undefined when the route is missing, refused or answers something else. */
async function tryList<T>(url: string): Promise<T[] | undefined> {
  try {
    const body = await getJson<unknown>(url);
    if (Array.isArray(body)) return body as T[];
    const results = (body as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? (results as T[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Reference data for the review page's widgets, from whichever reference routes the server has. */
async function loadReferenceData(): Promise<ReferenceData> {
  const [conditions, examinationConditions, scales, diagnosisCodes, medications] = await Promise.all([
    tryList<NonNullable<ReferenceData['conditions']>[number]>('/tests/conditions'),
    tryList<NonNullable<ReferenceData['examinationConditions']>[number]>('/tests/api/examination-conditions/'),
    tryList<GradingScale>('/tests/api/grading-scales/'),
    tryList<NonNullable<ReferenceData['diagnosisCodes']>[number]>('/diagnosis/codes/'),
    tryList<NonNullable<ReferenceData['medications']>[number]>('/pharmacy/medications/'),
  ]);
  const gradingScales = scales && Object.fromEntries(scales.map((scale) => [scale.key, scale]));
  return { conditions, examinationConditions, gradingScales, diagnosisCodes, medications };
}

/** `/dev/forms`: the engine's form review page with reference data from the API (development builds only). */
export function FormsReviewRoute() {
  return <FormsReviewPage loadReferenceData={loadReferenceData} />;
}
