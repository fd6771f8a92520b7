import { describe, expect, it } from 'vitest';
import { setDetail, type ConditionDetail } from '../../../src/widgets/condition-details';

describe('setDetail', () => {
  const detail: ConditionDetail = { condition: 4, affected_eye: 'OD', field_type: 'grading', value: '2', probe_number: 1.5 };

  it('keeps the other properties of a detail whose value changes (properties added to the item schema)', () => {
    const next = setDetail([detail], { condition: 4, eye: 'OD', fieldType: 'grading' }, '3');
    expect(next).toEqual([{ ...detail, value: '3' }]);
  });

  it('adds a new detail with only its own members, and removes one whose value is emptied', () => {
    const added = setDetail([detail], { condition: 4, eye: 'OS', fieldType: 'grading' }, '1');
    expect(added[1]).toEqual({ condition: 4, affected_eye: 'OS', field_type: 'grading', value: '1' });
    expect(setDetail(added, { condition: 4, eye: 'OD', fieldType: 'grading' }, '')).toEqual([added[1]]);
  });
});
