import type { DetailSlot } from './condition-details';
import type { DetailSpec } from './detail-inputs';
import { EYES } from './eyes';
import type { ExaminationCondition } from './form-context';

/** An examination condition with the inputs it asks for: grading, its options if any, and notes. */
export interface CatalogueEntry {
  condition: ExaminationCondition;
  spec: DetailSpec;
}

export interface CatalogueSubgroup {
  name: string;
  entries: CatalogueEntry[];
}

/** One input 'All normal (OU)' fills: where it goes and what it records. */
export interface NormalInput {
  slot: DetailSlot;
  value: string;
}

/** A main group (e.g. "Lids") with its subgroups, in the order of the reference data. */
export interface CatalogueGroup {
  name: string;
  subgroups: CatalogueSubgroup[];
  /** Ids of every condition of the group. */
  ids: ReadonlySet<number>;
  /** The inputs of the group's normal findings for both eyes (none when the catalogue names no normal finding). */
  normal: readonly NormalInput[];
}

/**
 * The inputs that record a condition's normal finding (`normal` of the reference data) for both eyes, or for no one
 * eye when the condition is not recorded per eye: the condition itself as present (checkbox 'true'), or its normal
 * option. None for a condition that is not a normal finding.
 */
export function normalInputs(condition: ExaminationCondition): NormalInput[] {
  const { normal } = condition;
  if (normal === undefined || normal === null) return [];
  const fieldType = normal === true ? 'checkbox' : 'dropdown';
  const value = normal === true ? 'true' : normal;
  const eyes = condition.per_eye ? EYES : [null];
  return eyes.map((eye) => ({ slot: { condition: condition.id, eye, fieldType }, value }));
}

/** The inputs a condition asks for: grading, its options if any, notes, and a 'present' box when it is a normal finding. */
function specOf(condition: ExaminationCondition): DetailSpec {
  return {
    grading: true,
    options: condition.options?.length ? condition.options : undefined,
    notes: true,
    checkbox: condition.normal === true || undefined,
  };
}

/** Arranges the conditions of one type as main group → subgroup → condition, keeping the reference order. */
export function arrangeCatalogue(
  conditions: readonly ExaminationCondition[],
  type: 'external' | 'internal',
): CatalogueGroup[] {
  const groups = new Map<string, { subgroups: Map<string, CatalogueEntry[]>; ids: Set<number>; normal: NormalInput[] }>();
  for (const condition of conditions) {
    if (condition.type !== type) continue;
    const group = groups.get(condition.group_name) ?? { subgroups: new Map(), ids: new Set<number>(), normal: [] as NormalInput[] };
    groups.set(condition.group_name, group);
    const subgroup = condition.subgroup ?? '';
    const entries = group.subgroups.get(subgroup) ?? [];
    group.subgroups.set(subgroup, entries);
    entries.push({ condition, spec: specOf(condition) });
    group.ids.add(condition.id);
    group.normal.push(...normalInputs(condition));
  }
  return [...groups].map(([name, group]) => ({
    name,
    ids: group.ids,
    normal: group.normal,
    subgroups: [...group.subgroups].map(([subgroupName, entries]) => ({ name: subgroupName, entries })),
  }));
}
