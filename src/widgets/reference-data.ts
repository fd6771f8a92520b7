import type { ClinicalFormContext, ExaminationCondition, GradingScale } from './form-context';
import { isRecord } from '../lib/is-record';

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

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/**
 * The examination catalogue as the widgets read it (one list of conditions, each naming its group and subgroup),
 * from the API's arrangement `[{name, type, subgroups: [{name, conditions: [...]}]}]`. An item without
 * `subgroups` is taken as a condition already (the flat form of `?flat=1`).
 */
export function flattenCatalogue(groups: readonly unknown[]): ExaminationCondition[] {
  const conditions: ExaminationCondition[] = [];
  for (const group of groups) {
    if (!isRecord(group)) continue;
    if (!Array.isArray(group.subgroups)) {
      conditions.push(group as unknown as ExaminationCondition);
      continue;
    }
    for (const subgroup of listOf(group.subgroups)) {
      if (!isRecord(subgroup)) continue;
      for (const condition of listOf(subgroup.conditions)) {
        if (!isRecord(condition)) continue;
        conditions.push({
          ...(condition as unknown as ExaminationCondition),
          type: (condition.type ?? group.type) as ExaminationCondition['type'],
          group_name: String(group.name),
          subgroup: String(subgroup.name),
        });
      }
    }
  }
  return conditions;
}

/**
 * Every reference list the widgets use (conditions, examination catalogue, grading scales, diagnosis codes,
 * medications), from whichever reference routes answer; a missing one is left out. The catalogue is read in the
 * spec's nested arrangement (every type at once) and flattened for the widgets.
 */
export async function loadReferenceData(read: ReadJson): Promise<ReferenceData> {
  const [conditions, catalogue, scales, diagnosisCodes, medications] = await Promise.all([
    tryList<NonNullable<ReferenceData['conditions']>[number]>(read, '/tests/conditions'),
    tryList<unknown>(read, '/tests/api/examination-conditions/'),
    tryList<GradingScale>(read, '/tests/api/grading-scales/'),
    tryList<NonNullable<ReferenceData['diagnosisCodes']>[number]>(read, '/diagnosis/codes/'),
    tryList<NonNullable<ReferenceData['medications']>[number]>(read, '/pharmacy/medications/'),
  ]);
  const gradingScales = scales && Object.fromEntries(scales.map((scale) => [scale.key, scale]));
  const examinationConditions = catalogue && flattenCatalogue(catalogue);
  return { conditions, examinationConditions, gradingScales, diagnosisCodes, medications };
}
