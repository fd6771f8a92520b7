import type { DetailSpec } from './detail-inputs';
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

/** A main group (e.g. "Lids") with its subgroups, in the order of the reference data. */
export interface CatalogueGroup {
  name: string;
  subgroups: CatalogueSubgroup[];
  /** Ids of every condition of the group. */
  ids: ReadonlySet<number>;
}

/** Arranges the conditions of one type as main group → subgroup → condition, keeping the reference order. */
export function arrangeCatalogue(
  conditions: readonly ExaminationCondition[],
  type: 'external' | 'internal',
): CatalogueGroup[] {
  const groups = new Map<string, { subgroups: Map<string, CatalogueEntry[]>; ids: Set<number> }>();
  for (const condition of conditions) {
    if (condition.type !== type) continue;
    const group = groups.get(condition.group_name) ?? { subgroups: new Map(), ids: new Set<number>() };
    groups.set(condition.group_name, group);
    const subgroup = condition.subgroup ?? '';
    const entries = group.subgroups.get(subgroup) ?? [];
    group.subgroups.set(subgroup, entries);
    entries.push({
      condition,
      spec: { grading: true, options: condition.options?.length ? condition.options : undefined, notes: true },
    });
    group.ids.add(condition.id);
  }
  return [...groups].map(([name, group]) => ({
    name,
    ids: group.ids,
    subgroups: [...group.subgroups].map(([subgroupName, entries]) => ({ name: subgroupName, entries })),
  }));
}
