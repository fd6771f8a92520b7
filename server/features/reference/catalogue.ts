/**
 * The external and internal examination catalogue in the specification's arrangement (consultation §2, "main
 * group, then subgroups, then conditions"): `[{id, name, type, subgroups: [{id, name, conditions: [condition]}]}]`.
 *
 * The table keeps one row per condition with its group and subgroup names; groups and subgroups have no rows of
 * their own. Their ids are their positions in the whole catalogue (every type, in reference order, from 1), so a
 * group has the same id whichever `?type=` asked for it, and the ids stay as they are while the seeded reference
 * data does (it is seeded once).
 */
import type { ExaminationCondition, ExaminationGroup, ExaminationSubgroup } from '../../../contracts/generated/types';
import type { ExaminationConditionRow } from '../../db/tables/examination-conditions';

/**
 * Arranges every condition (rows in reference order, every type) as main group → subgroup → condition, then keeps
 * the groups of `type` (all when undefined). A group is named by its type and name, a subgroup by its group and name.
 */
export function arrangeCatalogue(
  rows: readonly ExaminationConditionRow[],
  toCondition: (row: ExaminationConditionRow) => ExaminationCondition,
  type?: string,
): ExaminationGroup[] {
  const groups = new Map<string, ExaminationGroup & { byName: Map<string, ExaminationSubgroup> }>();
  let subgroupIds = 0;
  for (const row of rows) {
    const groupKey = JSON.stringify([row.type, row.group_name]);
    let group = groups.get(groupKey);
    if (!group) {
      group = { id: groups.size + 1, name: row.group_name, type: row.type as ExaminationGroup['type'], subgroups: [], byName: new Map() };
      groups.set(groupKey, group);
    }
    let subgroup = group.byName.get(row.subgroup);
    if (!subgroup) {
      subgroup = { id: (subgroupIds += 1), name: row.subgroup, conditions: [] };
      group.byName.set(row.subgroup, subgroup);
      group.subgroups.push(subgroup);
    }
    subgroup.conditions.push(toCondition(row));
  }
  return [...groups.values()]
    .filter((group) => type === undefined || group.type === type)
    .map(({ id, name, type: groupType, subgroups }) => ({ id, name, type: groupType, subgroups }));
}
