/**
 * The description of a form's answer (src/engine/core/answer-properties.ts): as stored, and as a read view answers
 * it, following the same `x-read-…` annotations the server's read view does.
 */
import { describe, expect, it } from 'vitest';
import { answerProperties, listItemProperties, viewProperties } from '../../../src/engine/core/answer-properties';

const detail = {
  type: 'object',
  properties: {
    condition: { type: 'integer', 'x-read-lookup': { catalogue: 'conditions', beside: 'condition_name' } },
    affected_eye: { enum: ['OD', 'OS', null] },
    value: { type: 'string' },
  },
};

const schema = {
  type: 'object',
  properties: {
    details: { type: 'array', items: { $ref: '#/$defs/detail' } },
    finals: {
      type: 'array',
      'x-read-key': 'finals_info',
      items: { type: 'object', properties: { code: { type: 'integer', 'x-read-lookup': { catalogue: 'codes', into: 'diagnosis' } } } },
    },
    drugs: {
      type: 'array',
      'x-read-parallel': { prefix: 'drug_', names: { name: 'drug_history' } },
      items: { type: 'object', properties: { name: { type: 'string' }, notes: { type: 'string' } } },
    },
    draft: { type: 'string', 'x-wire': { omit: true } },
  },
  $defs: { detail },
};

describe('answer properties', () => {
  it('describes the stored document: each property with its types, an undeclared choice by its values, none omitted', () => {
    const stored = answerProperties(schema);
    expect(Object.keys(stored)).toEqual(['details', 'finals', 'drugs']);
    const item = (stored.details!.items as { properties: Record<string, { type: string[] }> }).properties;
    expect(Object.keys(item)).toEqual(['condition', 'affected_eye', 'value']);
    expect(item.affected_eye!.type).toEqual(['null', 'string']);
  });

  it('describes the read view: a name beside an id, an id answered as an object, a renamed list, parallel lists', () => {
    const view = viewProperties(schema);
    expect(Object.keys(view)).toEqual(['details', 'finals_info', 'drug_history', 'drug_notes']);
    const item = (view.details!.items as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(item)).toEqual(['condition', 'condition_name', 'affected_eye', 'value']);
    const code = ((view.finals_info!.items as { properties: Record<string, { properties?: Record<string, unknown> }> }).properties.code)!;
    expect(Object.keys(code.properties!)).toEqual(['id', 'diagnosis']);
    expect(view.drug_notes).toMatchObject({ type: 'array', items: { type: ['string', 'null'] } });
  });

  it('describes one item of a form read as a list: its members, copies and the form\'s other properties', () => {
    const listed = {
      type: 'object',
      'x-read-list': 'observations',
      properties: {
        summary: { type: 'string' },
        observations: {
          type: 'array',
          items: {
            allOf: [{ $ref: '#/$defs/detail' }],
            'x-read-copy': { grading: { from: 'value', when: { field_type: 'grading' } } },
            properties: { condition: { 'x-read-lookup': { catalogue: 'examination-conditions', beside: 'condition_name' } } },
          },
        },
      },
      $defs: { detail },
    };
    const item = listItemProperties(listed);
    expect(Object.keys(item).sort()).toEqual(['affected_eye', 'condition', 'condition_name', 'grading', 'summary', 'value']);
    // The item's own annotation wins over its part's; the part gives the id its type.
    expect(item.condition).toMatchObject({ type: ['integer', 'null'] });
    expect(item.condition_name!.description).toContain('examination-conditions');
    expect(item.grading).toMatchObject({ type: ['string', 'null'] });
  });
});

const entriesSchema = {
  type: 'object',
  properties: {
    day: { type: 'string', title: 'Day' },
    who: { type: 'array', title: 'Staff', items: { type: 'integer' }, 'x-wire': { entryKey: 'person' } },
  },
};

describe('answer properties of a list sent as entries', () => {
  it('describes a list sent as entries as one of its items under the entry key, not as the list', () => {
    expect(answerProperties(entriesSchema)).toEqual({
      day: { description: 'Day', type: ['string', 'null'] },
      person: { description: 'Staff', type: ['integer', 'null'] },
    });
  });

  it('describes a list not sent as entries as the list', () => {
    const plain = { ...entriesSchema, properties: { who: { type: 'array', title: 'Staff', items: { type: 'integer' } } } };
    expect(answerProperties(plain)).toEqual({
      who: { description: 'Staff', type: ['array'], items: { type: ['integer', 'null'] } },
    });
  });
});
