/** The one wire transform (src/engine/core/wire-transform.ts) on small schemas: each rule, each annotation. */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/engine/core/create-ajv';
import { fromWire, toWire } from '../../../src/engine/core/wire-transform';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    note: { type: 'string', maxLength: 20 },
    count: { type: 'number' },
    whole: { type: 'integer' },
    done: { type: 'boolean', default: false },
    maybe: { type: ['boolean', 'null'] },
    level: { type: 'string', enum: ['low', 'high'] },
    remarks: { $ref: '#/$defs/text', 'x-wire': { blank: '' } },
    complaint: { type: 'string', 'x-wire': { trim: true, blank: '' } },
    screen_only: { type: 'boolean', 'x-wire': { omit: true } },
    details: { type: 'string', shownWhen: { done: true } },
    rows: { type: 'array', maxItems: 3, items: { $ref: '#/$defs/row' } },
    tags: { type: 'array', items: { type: 'string' } },
  },
  $defs: {
    text: { type: 'string', maxLength: 2000 },
    base: { type: 'object', properties: { eye: { enum: ['OD', 'OS', null], 'x-wire': { keepBlank: true } } } },
    row: {
      type: 'object',
      allOf: [{ $ref: '#/$defs/base' }],
      properties: { sph: { type: 'string' }, reading: { type: 'number' } },
    },
  },
};

describe('to the wire', () => {
  it('sends every property by its schema type: numbers stay numbers, lists of objects walked', () => {
    const body = toWire(schema, {
      note: 'Seen',
      count: 31.5,
      whole: 3,
      done: true,
      maybe: false,
      level: 'high',
      details: 'More',
      rows: [{ eye: 'OD', sph: '+1.25', reading: 14.5 }],
      tags: ['a'],
    });
    expect(body).toEqual({
      note: 'Seen',
      count: 31.5,
      whole: 3,
      done: true,
      maybe: false,
      level: 'high',
      remarks: '',
      complaint: '',
      details: 'More',
      rows: [{ eye: 'OD', sph: '+1.25', reading: 14.5 }],
      tags: ['a'],
    });
  });

  it('sends blanks as null, a list as [], a boolean as its default, and `x-wire.blank` where it says so', () => {
    expect(toWire(schema, { note: '  ', rows: [{}] })).toEqual({
      note: null,
      count: null,
      whole: null,
      done: false,
      maybe: null,
      level: null,
      remarks: '',
      complaint: '',
      details: null,
      rows: [{ eye: null, sph: null, reading: null }],
      tags: [],
    });
  });

  it('sends a hidden property blank (`shownWhen`), or leaves it out where the root says `hidden: omit`', () => {
    expect(toWire(schema, { done: false, details: 'Stale' }).details).toBeNull();
    const omitting = { ...schema, 'x-wire': { hidden: 'omit' } };
    expect(toWire(omitting, { done: false, details: 'Stale' })).not.toHaveProperty('details');
  });

  it('trims, omits form-only properties, drops keys the schema does not know, and puts the context first', () => {
    const body = toWire(schema, { complaint: '  Headache ', screen_only: true, stray: 1 }, { appointment: 7 });
    expect(body.complaint).toBe('Headache');
    expect(body).not.toHaveProperty('screen_only');
    expect(body).not.toHaveProperty('stray');
    expect(Object.keys(body)[0]).toBe('appointment');
  });

  it('keeps a blank that is a value (`keepBlank`)', () => {
    expect(toWire(schema, { rows: [{ eye: null }] }).rows).toEqual([{ eye: null, sph: null, reading: null }]);
  });
});

describe('from the wire', () => {
  it('reads a body back to the form data it came from, types kept', () => {
    const formData = { note: 'Seen', count: 0, done: true, level: 'low', details: 'x', rows: [{ eye: null, reading: 0.5 }], tags: [] };
    const body = JSON.parse(JSON.stringify(toWire(schema, formData, { appointment: 7 }))) as unknown;
    expect(fromWire(schema, body, { context: ['appointment'] })).toEqual({ ...formData, done: true });
  });

  it('turns blanks into absent fields and a null list into an empty one', () => {
    expect(fromWire(schema, { note: '', count: null, rows: null, remarks: '' })).toEqual({ rows: [] });
  });

  it('keeps unknown keys and odd values of a body, so that validation refuses them', () => {
    const back = fromWire(schema, { note: 3, stray: true, rows: [{ sph: 1.25, extra: 'x' }] });
    expect(back).toEqual({ note: 3, stray: true, rows: [{ sph: 1.25, extra: 'x' }] });
    expect(createAjv().compile(schema)(back)).toBe(false);
  });

  it('drops the keys a read answer adds (record metadata, lookups), at every level', () => {
    const answer = { id: 3, saved_at: 'now', saved_by_name: 'Ama', note: 'Seen', rows: [{ eye: 'OS', sph: '+1.00', condition_name: 'Myopia' }] };
    expect(fromWire(schema, answer, { read: true })).toEqual({ note: 'Seen', rows: [{ eye: 'OS', sph: '+1.00' }] });
  });

  it('leaves a list over its maxItems as it came, for validation to refuse by its count', () => {
    const rows = Array.from({ length: 4 }, () => ({ sph: '+1.00', stray: 1 }));
    expect((fromWire(schema, { rows }) as { rows: unknown }).rows).toBe(rows);
  });

  it('returns what is not an object as it came', () => {
    for (const junk of [null, 3, 'x', [1]]) expect(fromWire(schema, junk)).toEqual(junk);
  });
});

describe('annotations of the REST shape', () => {
  const rest = {
    type: 'object',
    'x-wire': { readList: 'items' },
    properties: {
      sph: { type: 'string', 'x-wire': { number: { decimals: 2, zeroSign: '+' } } },
      cyl: { type: 'string', 'x-wire': { number: { decimals: 2, zeroSign: '-' } } },
      axis: { type: 'string', 'x-wire': { number: {} } },
      items: { type: 'array', items: { type: 'object', properties: { code: { type: 'integer', 'x-wire': { readKey: 'id' } } } } },
      entries: {
        type: 'array',
        'x-wire': { readLists: { name: 'entry_names', notes: 'entry_notes' } },
        items: { type: 'object', properties: { name: { type: 'string' }, notes: { type: 'string', 'x-wire': { blank: '', keepBlank: true } } } },
      },
      diagnoses: { type: 'array', 'x-wire': { readName: 'diagnoses_info' }, items: { type: 'object', properties: { code: { type: 'integer' } } } },
      queries: { type: 'array', 'x-wire': { itemKey: 'query' }, items: { type: 'object', properties: { query: { type: 'string' } } } },
      file: { type: ['string', 'null'], 'x-wire': { readPattern: '/files/([a-z0-9]+)/$' } },
    },
  };

  it('sends notation as numbers and reads numbers back as notation, in the format the schema gives', () => {
    const body = toWire(rest, { sph: '+1.25', cyl: '-0.50', axis: '90' });
    expect(body).toMatchObject({ sph: 1.25, cyl: -0.5, axis: 90 });
    expect(fromWire(rest, body)).toMatchObject({ sph: '+1.25', cyl: '-0.50', axis: '90' });
    expect(fromWire(rest, { sph: 0, cyl: 0, axis: 0 })).toMatchObject({ sph: '+0.00', cyl: '-0.00', axis: '0' });
    expect(toWire(rest, { sph: 'abc' }).sph).toBeNull();
  });

  it('reads the read shapes: a renamed list, parallel lists, an id inside an object, a value inside a text, a bare list', () => {
    const back = fromWire(
      rest,
      {
        diagnoses_info: [{ code: 5 }],
        entry_names: ['Aspirin', 'Dust'],
        entry_notes: ['Daily', ''],
        file: 'https://clinic.example/files/ab12/',
      },
      { read: true },
    );
    expect(back).toEqual({
      diagnoses: [{ code: 5 }],
      entries: [
        { name: 'Aspirin', notes: 'Daily' },
        { name: 'Dust', notes: '' },
      ],
      file: 'ab12',
    });
    expect(fromWire(rest, [{ code: { id: 4, diagnosis: 'Myopia' } }], { read: true })).toEqual({ items: [{ code: 4 }] });
  });

  it('follows the read shapes only in read answers: in a body they are unknown keys', () => {
    expect(fromWire(rest, { diagnoses_info: [] })).toEqual({ diagnoses_info: [] });
  });

  it('reads a value inside a text and a list item given as a plain value in bodies too', () => {
    expect(fromWire(rest, { file: '/files/cd34/', queries: ['Why?', { query: 'How?' }, null] })).toEqual({
      file: 'cd34',
      queries: [{ query: 'Why?' }, { query: 'How?' }, null],
    });
  });
});

describe('root annotations of the non-section forms', () => {
  const grading = {
    type: 'object',
    'x-wire': { readIn: 'scores' },
    properties: {
      section_a: { type: 'object', properties: { history: { type: 'number' } } },
      remarks: { type: 'string' },
      discussed: { type: 'boolean' },
    },
  };

  it('reads properties a read answer gives inside the readIn member (the answer\'s own win), only in read answers', () => {
    const answer = { id: 4, scores: { section_a: { history: 4 }, remarks: 'inner' }, remarks: 'Good', discussed: false, total: 4 };
    expect(fromWire(grading, answer, { read: true })).toEqual({ section_a: { history: 4 }, remarks: 'Good', discussed: false });
    expect(fromWire(grading, { scores: { section_a: { history: 4 } } })).toEqual({ scores: { section_a: { history: 4 } } });
    expect(fromWire(grading, { scores: 'x' }, { read: true })).toEqual({});
  });

  it('takes a property a body gives under its read name with names, the form name winning; never without', () => {
    const patient = { type: 'object', properties: { provider: { type: 'string', 'x-read-name': 'insurance_provider' } } };
    expect(fromWire(patient, { insurance_provider: 'NHIS', nickname: 'A' }, { names: true })).toEqual({ provider: 'NHIS', nickname: 'A' });
    expect(fromWire(patient, { provider: 'Private', insurance_provider: 'NHIS' }, { names: true })).toEqual({ provider: 'Private' });
    expect(fromWire(patient, { provider: null, insurance_provider: 'NHIS' }, { names: true })).toEqual({ provider: 'NHIS' });
    expect(fromWire(patient, { insurance_provider: 'NHIS' })).toEqual({ insurance_provider: 'NHIS' });
    expect(fromWire(patient, { provider: null, insurance_provider: 'NHIS' }, { read: true })).toEqual({ provider: 'NHIS' });
  });
});
