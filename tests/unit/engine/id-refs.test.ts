import { describe, expect, it } from 'vitest';
import { listFormIds, loadFormFiles } from '../../../src/engine/build/load-form-files';
import { compileIdRefReader, hasIdRefs, idFromText, isIdRefMarker } from '../../../src/engine/core/id-refs';

const ID = { $ref: '#/$defs/idRef' };
const defs = { idRef: { type: 'integer', minimum: 1 } };

describe('idFromText', () => {
  it('reads plain whole numbers from 1, up to ten digits, and nothing else', () => {
    expect(idFromText('2')).toBe(2);
    expect(idFromText('2147483647')).toBe(2147483647);
    expect(idFromText('9999999999')).toBe(9999999999);
    for (const value of ['0', '02', '2.0', ' 2', '2 ', '+2', '-2', '2e3', '0x1', '', '12345678901', 'abc', 2, null, true, ['2']]) {
      expect(idFromText(value), JSON.stringify(value)).toBe(value);
    }
  });

  it('knows the marker as a form and as a route schema write it', () => {
    expect(isIdRefMarker('#/$defs/idRef')).toBe(true);
    expect(isIdRefMarker('../shared/defs.json#/$defs/idRef')).toBe(true);
    expect(isIdRefMarker('IdRef#')).toBe(true);
    expect(isIdRefMarker('#/$defs/idRefs')).toBe(false);
    expect(isIdRefMarker('#/$defs/eye')).toBe(false);
  });
});

describe('compileIdRefReader', () => {
  it('reads the marked values, wherever the schema places them, and nothing else', () => {
    const schema = {
      type: 'object',
      properties: {
        patient: ID,
        score: { type: 'number' },
        note: { type: 'string' },
        rows: { type: 'array', items: { $ref: '#/$defs/row' } },
        pair: { type: 'array', items: [ID, { type: 'string' }], additionalItems: ID },
        byName: { type: 'object', patternProperties: { '^x-': ID }, additionalProperties: { type: 'string' } },
        extra: { type: 'object', properties: { kept: { type: 'string' } }, additionalProperties: ID },
      },
      $defs: { ...defs, row: { allOf: [{ properties: { condition: ID } }], properties: { value: { type: 'string' } } } },
    };
    const read = compileIdRefReader(schema);
    const data = {
      patient: '5',
      score: '7',
      note: '8',
      rows: [{ condition: '12', value: '3' }, { condition: 4 }, 'x'],
      pair: ['1', '2', '3', '4'],
      byName: { 'x-a': '6', other: '7' },
      extra: { kept: '9', more: '10' },
    };
    const copy = structuredClone(data);
    expect(read(data)).toEqual({
      patient: 5,
      score: '7',
      note: '8',
      rows: [{ condition: 12, value: '3' }, { condition: 4 }, 'x'],
      pair: [1, '2', 3, 4],
      byName: { 'x-a': 6, other: '7' },
      extra: { kept: '9', more: 10 },
    });
    expect(data).toEqual(copy);
  });

  it('follows conditional and alternative branches, and schemas that refer to themselves', () => {
    const schema = {
      $ref: '#/$defs/node',
      $defs: {
        ...defs,
        node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } },
          if: { properties: { kind: { const: 'a' } } },
          then: { properties: { a: ID } },
          else: { anyOf: [{ properties: { b: ID } }, { oneOf: [{ properties: { c: ID } }] }] },
        },
      },
    };
    const read = compileIdRefReader(schema);
    expect(read({ kind: 'a', a: '1', children: [{ b: '2', children: [{ c: '3' }] }] })).toEqual({
      kind: 'a',
      a: 1,
      children: [{ b: 2, children: [{ c: 3 }] }],
    });
  });

  it('finds named schemas through the resolver, and answers the same value when nothing is read', () => {
    const named: Record<string, unknown> = { Visit: { type: 'object', properties: { clinician: { $ref: 'IdRef#' } } } };
    const schema = { type: 'object', properties: { visits: { type: 'array', items: { $ref: 'Visit#' } } } };
    const read = compileIdRefReader(schema, (id) => named[id]);
    expect(read({ visits: [{ clinician: '3' }] })).toEqual({ visits: [{ clinician: 3 }] });
    const untouched = { visits: [{ clinician: 3 }] };
    expect(read(untouched)).toBe(untouched);
    expect(hasIdRefs(schema, (id) => named[id])).toBe(true);
    expect(hasIdRefs(schema)).toBe(false);
    const plain = { type: 'object', properties: { n: { type: 'integer' } } };
    const body = { n: '3' };
    expect(hasIdRefs(plain)).toBe(false);
    expect(compileIdRefReader(plain)(body)).toBe(body);
  });

  it('leaves every valid fixture of every form as it is (they already hold numbers)', () => {
    for (const id of listFormIds()) {
      const form = loadFormFiles(id);
      const read = compileIdRefReader(form.schema);
      for (const [name, fixture] of Object.entries(form.validFixtures)) expect(read(fixture), `${id}/${name}`).toEqual(fixture);
    }
  });

  it('reads the id references of the forms: condition, diagnosis code, medication, staff', () => {
    const forms = Object.fromEntries(
      ['case-history', 'diagnosis', 'management', 'clinic-schedule', 'visual-acuity'].map((id) => [id, compileIdRefReader(loadFormFiles(id).schema)]),
    );
    expect(forms['case-history']!({ condition_details: [{ condition: '63', value: '3' }] })).toEqual({
      condition_details: [{ condition: 63, value: '3' }],
    });
    expect(forms.diagnosis!({ final_diagnoses: [{ code: '301', notes: '1' }] })).toEqual({ final_diagnoses: [{ code: 301, notes: '1' }] });
    expect(forms.management!({ pd: '62', prescribed_medications: [{ id: '12', dosage: '2' }] })).toEqual({
      pd: '62',
      prescribed_medications: [{ id: 12, dosage: '2' }],
    });
    expect(forms['clinic-schedule']!({ staff_ids: ['3', 4] })).toEqual({ staff_ids: [3, 4] });
    const va = { distance_unaided_od: '6', rx_axis_od: '90' };
    expect(forms['visual-acuity']!(va)).toBe(va);
  });
});
