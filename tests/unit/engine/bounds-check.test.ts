import Ajv from 'ajv';
import deepEqual from 'fast-deep-equal';
import { describe, expect, it } from 'vitest';
import { duplicateItems } from '../../../src/engine/core/ajv-runtime';
import { boundsSchema, compileBoundsCheck } from '../../../src/engine/core/bounds-check';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { limitErrorBody, MAX_ERROR_BODY_CHARS, toFieldErrors, tooManyErrors } from '../../../src/engine/core/field-errors';
import { unboundedPlaces } from '../../../src/engine/core/schema-bounds';

const observations = {
  type: 'object',
  additionalProperties: false,
  properties: {
    observations: {
      type: 'array',
      maxItems: 3,
      items: { $ref: '#/$defs/row' },
      uniqueItems: true,
    },
    pair: { type: 'array', maxItems: 2, items: { type: 'string', maxLength: 5 }, errorMessage: { maxItems: 'One per eye.' } },
  },
  $defs: {
    row: {
      type: 'object',
      additionalProperties: false,
      required: ['condition'],
      properties: { condition: { type: 'integer' }, note: { type: 'string', maxLength: 10 } },
    },
  },
};

describe('compileBoundsCheck', () => {
  const check = compileBoundsCheck(observations);

  it('refuses a list past its maxItems with the default words, before looking at its items', () => {
    expect(check({ observations: Array.from({ length: 50_000 }, () => ({})) })).toEqual({
      observations: ['Ensure this list has no more than 3 items.'],
    });
  });

  it("uses the schema's own message for the bound", () => {
    expect(check({ pair: ['a', 'b', 'c'] })).toEqual({ pair: ['One per eye.'] });
  });

  it('leaves everything else to the full validation: types, required, string lengths, a few unknown fields', () => {
    expect(check({ observations: [{ condition: 'x', note: 'far too long a note', extra: 1 }], other: 2 })).toBeNull();
  });

  it('refuses more unknown fields than a report shows, naming the first 99', () => {
    const row: Record<string, unknown> = { condition: 1 };
    for (let i = 0; i < 5_000; i++) row[`x${i}`] = i;
    const errors = check({ observations: [row] })!;
    expect(errors.non_field_errors).toHaveLength(100);
    expect(errors.non_field_errors![0]).toBe('Unknown field: observations.0.x0.');
    expect(errors.non_field_errors![99]).toBe(tooManyErrors(99));
  });

  it('keeps only structure, counts and their messages', () => {
    expect(boundsSchema(observations)).toEqual({
      declaredProperties: ['observations', 'pair'],
      properties: {
        observations: { maxItems: 3, items: { $ref: '#/$defs/row' } },
        pair: { maxItems: 2, errorMessage: { maxItems: 'One per eye.' }, items: {} },
      },
      $defs: { row: { declaredProperties: ['condition', 'note'], properties: { condition: {}, note: {} } } },
    });
  });
});

describe('unboundedPlaces', () => {
  it('names every list, free string and open object without its bound', () => {
    const schema = {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        eye: { type: 'string', enum: ['OD', 'OS'] },
        row: { allOf: [{ $ref: '#/$defs/closed' }], properties: { note: { type: 'string' } } },
        chart: { type: 'string', maxLength: 10, if: { const: '' }, else: { type: 'string', pattern: '^6/' } },
      },
      $defs: { closed: { type: 'object', additionalProperties: false, properties: { note: { type: 'string', maxLength: 9 } } } },
    };
    expect(unboundedPlaces(schema)).toEqual([
      { pointer: '#', kind: 'object', keyword: 'maxProperties' },
      { pointer: '#/properties/tags', kind: 'array', keyword: 'maxItems' },
      { pointer: '#/properties/tags/items', kind: 'string', keyword: 'maxLength' },
    ]);
  });
});

describe('uniqueItems in one pass', () => {
  const values = [1, '1', 1.5, null, true, 'a', [1, 2], [2, 1], { a: 1, b: [2] }, { b: [2], a: 1 }, { a: 1 }, { a: '1' }, {}, []];

  it('finds the pair ajv’s own pairwise loop finds', () => {
    const pairwise = (items: unknown[]): [number, number] | null => {
      for (let i = items.length - 1; i > 0; i--) for (let j = i - 1; j >= 0; j--) if (deepEqual(items[i], items[j])) return [i, j];
      return null;
    };
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 500; round++) {
      const items = Array.from({ length: next() % 8 }, () => structuredClone(values[next() % values.length]));
      expect(duplicateItems(items), JSON.stringify(items)).toEqual(pairwise(items));
    }
  });

  it('gives the verdict and error of ajv’s own keyword', () => {
    const schema = { type: 'array', uniqueItems: true, items: { type: 'object' } };
    const ours = createAjv().compile(schema);
    const theirs = new Ajv({ allErrors: true }).compile(schema);
    for (const data of [[{ a: 1 }, { a: 2 }], [{ a: 1 }, { b: 1 }, { a: 1 }, { b: 1 }], [1, 1]]) {
      expect(ours(data)).toBe(theirs(data));
      expect(ours.errors?.map(({ keyword, params, message }) => ({ keyword, params, message }))).toEqual(
        theirs.errors?.map(({ keyword, params, message }) => ({ keyword, params, message })),
      );
    }
  });
});

describe('error reports are bounded', () => {
  it('toFieldErrors stops at 100 messages, the last saying so', () => {
    const errors = Array.from({ length: 5_000 }, (_, i) => ({
      keyword: 'type',
      instancePath: `/items/${i}`,
      schemaPath: '',
      params: { type: 'string' },
    }));
    const body = toFieldErrors(errors);
    expect(Object.values(body).flat()).toHaveLength(100);
    expect(body.non_field_errors).toEqual([tooManyErrors(99)]);
  });

  it('limitErrorBody clips long names and messages and keeps the answer under 32 KB', () => {
    const huge = Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`${i}${'f'.repeat(5_000)}`, ['m'.repeat(5_000)]]));
    const body = limitErrorBody(huge);
    expect(JSON.stringify(body).length).toBeLessThanOrEqual(MAX_ERROR_BODY_CHARS);
    const [field, messages] = Object.entries(body)[0]!;
    expect(field).toHaveLength(200);
    expect(messages[0]).toHaveLength(1000);
    expect(body.non_field_errors).toEqual([tooManyErrors(Object.keys(body).length - 1)]);
    expect(limitErrorBody({ detail: 'd'.repeat(50_000) }).detail).toHaveLength(1000);
  });
});
