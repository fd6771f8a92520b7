import type { ClinicalFormContext, GradingScale } from './form-context';

export type ReferenceData = NonNullable<ClinicalFormContext['referenceData']>;

/** Reads one API path and answers its JSON body (the app's HTTP client). */
export type ReadJson = (path: string) => Promise<unknown>;

/** A list from the API, or undefined when the route is missing, refused or answers something else. */
async function tryList<T>(read: ReadJson, path: string): Promise<T[] | undefined> {
  try {
    const body = await read(path);
    if (Array.isArray(body)) return body as T[];
    const results = (body as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? (results as T[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every reference list the widgets use (conditions, examination catalogue, grading scales, diagnosis codes,
 * medications), from whichever reference routes answer; a missing one is left out.
 */
export async function loadReferenceData(read: ReadJson): Promise<ReferenceData> {
  const [conditions, examinationConditions, scales, diagnosisCodes, medications] = await Promise.all([
    tryList<NonNullable<ReferenceData['conditions']>[number]>(read, '/tests/conditions'),
    tryList<NonNullable<ReferenceData['examinationConditions']>[number]>(read, '/tests/api/examination-conditions/'),
    tryList<GradingScale>(read, '/tests/api/grading-scales/'),
    tryList<NonNullable<ReferenceData['diagnosisCodes']>[number]>(read, '/diagnosis/codes/'),
    tryList<NonNullable<ReferenceData['medications']>[number]>(read, '/pharmacy/medications/'),
  ]);
  const gradingScales = scales && Object.fromEntries(scales.map((scale) => [scale.key, scale]));
  return { conditions, examinationConditions, gradingScales, diagnosisCodes, medications };
}
