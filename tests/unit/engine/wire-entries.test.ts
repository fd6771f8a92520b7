/** A form sent as entries (`x-wire.entryKey`) and an answer's own members (`x-wire.answerKeys`), on a small schema. */
import { describe, expect, it } from 'vitest';
import { fromWire, toWire, toWireBody } from '../../../src/engine/core/wire-transform';

const schema = {
  type: 'object',
  additionalProperties: false,
  'x-wire': { answerKeys: ['id', 'owner'] },
  properties: {
    day: { type: 'string' },
    note: { type: 'string', 'x-wire': { trim: true } },
    who: { type: 'array', items: { type: 'integer' }, 'x-wire': { entryKey: 'person' } },
  },
};

describe('a form sent as entries', () => {
  it('is one entry per item of the annotated list, each with the other properties as toWire sends them', () => {
    expect(toWireBody(schema, { day: 'Mon', note: ' x ', who: [1, 2] })).toEqual([
      { person: 1, day: 'Mon', note: 'x' },
      { person: 2, day: 'Mon', note: 'x' },
    ]);
    expect(toWireBody(schema, { day: 'Mon' })).toEqual([]);
    // toWire itself is unchanged: the form's object.
    expect(toWire(schema, { day: 'Mon', who: [1] })).toEqual({ day: 'Mon', note: null, who: [1] });
  });

  it('is gathered back from a list of entries or one entry alone, the answer\'s own members ignored', () => {
    const entries = [
      { id: 7, owner: 'A', person: 1, day: 'Mon', note: 'x' },
      { id: 8, owner: 'B', person: 2, day: 'Mon', note: 'x' },
    ];
    expect(fromWire(schema, entries)).toEqual({ day: 'Mon', note: 'x', who: [1, 2] });
    expect(fromWire(schema, entries[1])).toEqual({ day: 'Mon', note: 'x', who: [2] });
    expect(fromWire(schema, entries, { read: true })).toEqual({ day: 'Mon', note: 'x', who: [1, 2] });
  });

  it('leaves entries that disagree, or are no objects, as they came', () => {
    const differ = [{ person: 1, day: 'Mon' }, { person: 2, day: 'Tue' }];
    expect(fromWire(schema, differ)).toBe(differ);
    const junk = [{ person: 1 }, 3];
    expect(fromWire(schema, junk)).toBe(junk);
  });

  it('reads an object without the entry key as form data', () => {
    expect(fromWire(schema, { day: 'Mon', who: [4] })).toEqual({ day: 'Mon', who: [4] });
  });
});

describe('an answer\'s own members', () => {
  it('are dropped from a body, while other unknown keys stay for validation to refuse', () => {
    expect(fromWire(schema, { id: 3, owner: 'A', day: 'Mon', extra: 1 })).toEqual({ day: 'Mon', extra: 1 });
  });
});
