/**
 * External and internal observations: whether an input names its eye depends on its condition in the reference data
 * (`per_eye` of the examination catalogue), which the form's schema cannot know. A grading or a chosen option of a
 * condition recorded per eye names OD or OS; a condition not recorded per eye (PERRLA, anisocoria…) is graded or
 * chosen once, for no one eye (`affected_eye` null). Notes may be general on any condition. docs/decisions.md,
 * "Conditions not recorded per eye".
 */
import sharedDefinitions from '../../../schemas/shared/defs.json';
import type { FieldErrors } from '../../../src/engine/core/field-errors';
import type { Repositories } from '../../db/repositories/index';

/** The schema's own message for an eye that must be OD or OS. */
const EYE_MESSAGE: string = sharedDefinitions.$defs.eye.errorMessage;

interface Observation {
  condition?: unknown;
  affected_eye?: unknown;
  field_type?: unknown;
}

const observationsOf = (payload: unknown): Observation[] => {
  const list = (payload as { observations?: unknown } | null)?.observations;
  return Array.isArray(list) ? list.filter((item): item is Observation => typeof item === 'object' && item !== null) : [];
};

/** The field errors of inputs without an eye on conditions recorded per eye; null when there is none. */
export async function observationEyeErrors(repos: Repositories, payload: unknown): Promise<FieldErrors | null> {
  const observations = observationsOf(payload);
  const eyeless = observations
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.field_type !== 'notes' && (item.affected_eye === null || item.affected_eye === undefined));
  if (eyeless.length === 0) return null;
  const ids = eyeless.map(({ item }) => item.condition).filter((id): id is number => typeof id === 'number');
  const perEye = await repos.referenceData.examinationConditionsPerEye(ids);
  const errors: FieldErrors = {};
  for (const { item, index } of eyeless) {
    if (typeof item.condition === 'number' && perEye.get(item.condition) === true) errors[`observations.${index}.affected_eye`] = [EYE_MESSAGE];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
