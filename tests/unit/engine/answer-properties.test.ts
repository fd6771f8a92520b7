/** A form's properties as its answers and payloads carry them (the `x-form` contracts' OpenAPI description). */
import { describe, expect, it } from 'vitest';
import { answerProperties } from '../../../src/engine/core/answer-properties';

const schema = {
  type: 'object',
  properties: {
    day: { type: 'string', title: 'Day' },
    who: { type: 'array', title: 'Staff', items: { type: 'integer' }, 'x-wire': { entryKey: 'person' } },
  },
};

describe('answer properties', () => {
  it('describes a list sent as entries as one of its items under the entry key, not as the list', () => {
    expect(answerProperties(schema)).toEqual({
      day: { description: 'Day', type: ['string', 'null'] },
      person: { description: 'Staff', type: ['integer', 'null'] },
    });
  });

  it('describes a list not sent as entries as the list', () => {
    const plain = { ...schema, properties: { who: { type: 'array', title: 'Staff', items: { type: 'integer' } } } };
    expect(answerProperties(plain)).toEqual({
      who: { description: 'Staff', type: ['array'], items: { type: ['integer', 'null'] } },
    });
  });
});
