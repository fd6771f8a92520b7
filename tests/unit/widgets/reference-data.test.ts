import { describe, expect, it } from 'vitest';
import { flattenCatalogue, loadReferenceData } from '../../../src/widgets/reference-data';
import type { ExaminationCondition } from '../../../src/widgets/form-context';
import { fullCatalogue } from './support/reference-data';

/** The catalogue as `GET tests/api/examination-conditions/` answers it: main groups → subgroups → conditions. */
function nested(conditions: readonly ExaminationCondition[]) {
  const groups: { id: number; name: string; type: string; subgroups: { id: number; name: string; conditions: ExaminationCondition[] }[] }[] = [];
  let subgroupIds = 0;
  for (const condition of conditions) {
    let group = groups.find((g) => g.name === condition.group_name && g.type === condition.type);
    if (!group) groups.push((group = { id: groups.length + 1, name: condition.group_name, type: condition.type, subgroups: [] }));
    let subgroup = group.subgroups.find((s) => s.name === condition.subgroup);
    if (!subgroup) group.subgroups.push((subgroup = { id: (subgroupIds += 1), name: condition.subgroup, conditions: [] }));
    subgroup.conditions.push(condition);
  }
  return groups;
}

describe('reference data', () => {
  it("reads the examination catalogue in the spec's nested arrangement and gives the widgets its conditions, in order", async () => {
    const catalogue = fullCatalogue();
    const paths: string[] = [];
    const data = await loadReferenceData(async (path) => {
      paths.push(path);
      if (path === '/tests/api/examination-conditions/') return nested(catalogue);
      throw new Error('not here');
    });
    expect(paths).toContain('/tests/api/examination-conditions/');
    expect(data.examinationConditions).toEqual(catalogue);
    // The other lists, whose routes failed, are left out.
    expect(data.conditions).toBeUndefined();
  });

  it('takes the group and subgroup names (and the type) from the arrangement; a flat item stays as it is', () => {
    const [first] = fullCatalogue();
    const bare = { id: 7, name: 'Ptosis', per_eye: true, options: [], grading_scale: null, value_type: null };
    expect(flattenCatalogue([{ id: 1, name: 'Lids', type: 'external', subgroups: [{ id: 1, name: 'Position', conditions: [bare] }] }])).toEqual([
      { ...bare, type: 'external', group_name: 'Lids', subgroup: 'Position' },
    ]);
    expect(flattenCatalogue([first])).toEqual([first]);
    expect(flattenCatalogue([null, 'x', { name: 'G', subgroups: [null, { name: 'S', conditions: [3] }] }])).toEqual([]);
  });
});
