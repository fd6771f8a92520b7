import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';

/** An item of the read answer: the stored detail, its condition's name, and its value again as `grading`. */
const readBack = (condition: number) => ({ condition, condition_name: 'Name', affected_eye: 'OD', field_type: 'grading', value: '2', grading: '2', notes: null });

describe.each([
  ['externals', adapters['externals']!],
  ['internals', adapters['internals']!],
] as const)('%s adapter: an over-long list is not mapped', (formId, adapter) => {
  const schema = loadFormFiles(formId).schema as { properties: { observations: { maxItems: number } } };
  const bound = schema.properties.observations.maxItems;

  it("maps a list of the schema's maxItems items", () => {
    const form = adapter.fromResponse({ observations: Array.from({ length: bound }, (_, index) => readBack(index + 1)) });
    expect(form.observations).toHaveLength(bound);
    expect(form.observations![0]).toEqual({ condition: 1, affected_eye: 'OD', field_type: 'grading', value: '2' });
  });

  it('leaves a list over maxItems as it came (no item mapped), for validation to refuse by its count', () => {
    const list = Array.from({ length: 50_000 }, (_, index) => readBack(index + 1));
    const form = adapter.fromResponse({ observations: list });
    expect(form.observations).toBe(list);
    expect(list[bound]).toEqual(readBack(bound + 1));
    expect(form.observations!.some((item: Record<string, unknown>) => !('condition_name' in item))).toBe(false);
    // The read answer (a bare list) likewise.
    expect(adapter.fromResponse(list).observations).toBe(list);
  });

  it('takes the bound from the schema it is given, not from the code', () => {
    const strict = structuredClone(schema);
    strict.properties.observations.maxItems = 2;
    const three = [readBack(1), readBack(2), readBack(3)];
    expect(adapter.fromResponse({ observations: three }, { schema: strict }).observations).toBe(three);
    const two = three.slice(0, 2);
    expect(adapter.fromResponse({ observations: two }, { schema: strict }).observations).toEqual([
      { condition: 1, affected_eye: 'OD', field_type: 'grading', value: '2' },
      { condition: 2, affected_eye: 'OD', field_type: 'grading', value: '2' },
    ]);
  });
});
