/**
 * The one read view (server/features/sections/read-view.ts) on small schemas: the stored object is spread and the
 * `x-read-…` annotations add beside it; names are looked up once per catalogue; the annotations are registered in
 * the shared ajv configuration with a meta-schema, so a misspelt one is refused when a schema is compiled.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { readList, readView, type Catalogues } from '../../../server/features/sections/read-view';

const lookups: number[][] = [];
const catalogues: Catalogues = {
  things: async (ids) => {
    lookups.push([...ids]);
    return new Map(ids.filter((id) => id < 100).map((id) => [id, `thing ${id}`]));
  },
};

const schema = {
  type: 'object',
  'x-read-list': 'items',
  properties: {
    title: { type: 'string', 'x-read-default': '' },
    items: { type: 'array', default: [], items: { $ref: '#/$defs/item' } },
    entries: {
      type: 'array',
      'x-read-parallel': { prefix: 'entry_', names: { name: 'entry_names' } },
      items: { type: 'object', properties: { name: { type: 'string' }, dose: { type: 'number' }, notes: { type: 'string', 'x-read-default': '' } } },
    },
    picked: { type: 'array', 'x-read-key': 'picked_info', items: { type: 'object', properties: { code: { $ref: '#/$defs/code' } } } },
  },
  $defs: {
    code: { type: 'integer', 'x-read-lookup': { catalogue: 'things', into: 'label' } },
    detail: { type: 'object', properties: { thing: { type: 'integer', 'x-read-lookup': { catalogue: 'things', beside: 'thing_name' } }, eye: { 'x-read-default': null } } },
    item: {
      allOf: [{ $ref: '#/$defs/detail' }],
      'x-read-copy': { grading: { from: 'value', when: { kind: 'grading' } } },
      properties: { value: { type: 'string' } },
    },
  },
};

describe('readView', () => {
  it('spreads every stored member, adds names, defaults, parallel lists, renames and copies', async () => {
    lookups.length = 0;
    const stored = {
      id: 7,
      extra: { nested: [1, 2] },
      items: [
        { thing: 1, kind: 'grading', value: '2', added: 3.5 },
        { thing: 500, eye: 'OD', kind: 'notes', value: 'x', flag: false },
      ],
      entries: [{ name: 'A', dose: 2.5 }, { name: 'B', notes: 'n' }],
      picked: [{ code: 2, choice: 'high' }],
    };
    const view = await readView(schema, stored, catalogues);
    expect(view).toEqual({
      id: 7,
      extra: { nested: [1, 2] },
      title: '',
      items: [
        { thing: 1, thing_name: 'thing 1', eye: null, kind: 'grading', value: '2', added: 3.5, grading: '2' },
        { thing: 500, thing_name: null, eye: 'OD', kind: 'notes', value: 'x', flag: false, grading: null },
      ],
      entry_names: ['A', 'B'],
      entry_dose: [2.5, null],
      entry_notes: ['', 'n'],
      picked_info: [{ code: { id: 2, label: 'thing 2' }, choice: 'high' }],
    });
    expect(lookups).toEqual([[1, 500, 2]]);
    expect(stored.items[0]).not.toHaveProperty('thing_name');
  });

  it('reads absent properties as their x-read-default or schema default; looks nothing up without ids', async () => {
    lookups.length = 0;
    expect(await readView(schema, {}, catalogues)).toEqual({ title: '', items: [] });
    expect(lookups).toEqual([]);
  });

  it('answers a form with x-read-list as its items, each with the form-level properties', async () => {
    const view = await readView(schema, { title: 'T', items: [{ thing: 1, value: 'v', title: 'own' }] }, catalogues);
    expect(readList(schema, view)).toEqual({
      items: [{ title: 'own', thing: 1, thing_name: 'thing 1', eye: null, value: 'v', grading: null }],
      fields: { title: 'T' },
    });
    expect(readList({ type: 'object' }, view)).toBeNull();
  });
});

describe('x-read annotations in the ajv configuration', () => {
  it('compiles the annotations and refuses a misspelt one', () => {
    expect(() => createAjv().compile(schema)).not.toThrow();
    const misspelt = { type: 'integer', 'x-read-lookup': { catalog: 'things', beside: 'name' } };
    expect(() => createAjv().compile(misspelt)).toThrow(/x-read-lookup/);
    expect(() => createAjv().compile({ 'x-read-key': 'not a name' })).toThrow(/x-read-key/);
  });
});
