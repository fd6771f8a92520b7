import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const refractionAdapter = adapters['refraction']!;
type RefractionForm = Record<string, unknown>;

const files = loadFormFiles('refraction');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 42 };

describe('refraction adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters.refraction).toBe(refractionAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const payload = refractionAdapter.toPayload(fixture as RefractionForm, context);
    const back = refractionAdapter.fromResponse(JSON.parse(JSON.stringify(payload)));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {objective_method, objective, subjective, cycloplegic} with every row key, empty values as null', () => {
    const payload = refractionAdapter.toPayload(files.validFixtures['valid-spheres-only'] as RefractionForm, context);
    expect(payload).toEqual({
      objective_method: 'AutoRefraction',
      objective: [
        { eye: 'OD', sph: '+0.00', cyl: null, axis: null, va_6m: null },
        { eye: 'OS', sph: '-0.25', cyl: null, axis: null, va_6m: null },
      ],
      subjective: [
        { eye: 'OD', sph: '+0.00', cyl: null, axis: null, va_6m: '1.0', add: null, va_0_4m: null },
        { eye: 'OS', sph: '-0.50', cyl: null, axis: null, va_6m: '6/6', add: null, va_0_4m: null },
      ],
      cycloplegic: [],
    });
    expect(Object.keys(payload)).toEqual(['objective_method', 'objective', 'subjective', 'cycloplegic']);
  });

  it('never sends the appointment id, and sends an empty cycloplegic list when it was removed', () => {
    const data = { ...(structuredClone(files.validFixtures['valid-full']) as RefractionForm) };
    delete data.cycloplegic;
    const payload = refractionAdapter.toPayload(data, context);
    expect(payload.cycloplegic).toEqual([]);
    expect(payload).not.toHaveProperty('appointmentId');
    expect(payload).not.toHaveProperty('appointment');
  });

  it('turns blank strings into null', () => {
    const payload = refractionAdapter.toPayload(
      {
        objective_method: 'Retinoscopy',
        objective: [{ eye: 'OD', sph: '+1.00', cyl: '', axis: ' ' }, { eye: 'OS', sph: '+1.00' }],
        subjective: [{ eye: 'OD', sph: '+1.00', add: '' }, { eye: 'OS', sph: '+1.00' }],
      },
      context,
    );
    expect(payload.objective[0]).toEqual({ eye: 'OD', sph: '+1.00', cyl: null, axis: null, va_6m: null });
    expect(payload.subjective[0]?.add).toBeNull();
  });

  it('reads an answer back: nulls become empty fields, a null cycloplegic list an empty one, the record’s keys dropped', () => {
    const back = refractionAdapter.fromResponse({
      appointment: 42,
      id: 7,
      saved_at: '2026-11-21T10:16:00.000Z',
      objective_method: 'Retinoscopy',
      objective: [{ eye: 'OD', sph: '+1.00', cyl: null, axis: null, va_6m: '6/6' }, { eye: 'OS', sph: '-1.00', cyl: '', axis: null, va_6m: null }],
      subjective: [{ eye: 'OD', sph: '+1.00', cyl: null, axis: null, va_6m: null, add: '+1.00', va_0_4m: null }, { eye: 'OS', sph: '+1.00' }],
      cycloplegic: null,
    });
    expect(back).toEqual({
      objective_method: 'Retinoscopy',
      objective: [{ eye: 'OD', sph: '+1.00', va_6m: '6/6' }, { eye: 'OS', sph: '-1.00' }],
      subjective: [{ eye: 'OD', sph: '+1.00', add: '+1.00' }, { eye: 'OS', sph: '+1.00' }],
      cycloplegic: [],
    });
    expect(validate(back)).toBe(true);
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('refraction', {
      ...(files.validFixtures['valid-full'] as object),
      appointmentId: 3,
      objective: [{ eye: 'OD', sph: 1.25, extra: 'x' }, 'row'],
    });
    expect(back).toMatchObject({ appointmentId: 3, objective: [{ eye: 'OD', sph: 1.25, extra: 'x' }, 'row'] });
    expect(validate(back)).toBe(false);
    expect(readBody('refraction', { objective: null, subjective: null })).toEqual({ objective: [], subjective: [] });
  });

  it.each([null, undefined, 'text', 12, [], [1, 2], { objective: 'x', subjective: 5, cycloplegic: {} }])(
    'never throws on junk: %j',
    (junk) => {
      expect(() => refractionAdapter.fromResponse(junk)).not.toThrow();
      expect(validate(refractionAdapter.fromResponse(junk))).toBe(false);
      expect(() => refractionAdapter.toPayload(junk as unknown as RefractionForm, {})).not.toThrow();
    },
  );

  it('gives a well-formed payload even from junk form data', () => {
    expect(refractionAdapter.toPayload({ objective: [null, 'x'] } as unknown as RefractionForm, {})).toEqual({
      objective_method: null,
      objective: [
        { eye: null, sph: null, cyl: null, axis: null, va_6m: null },
        { eye: null, sph: null, cyl: null, axis: null, va_6m: null },
      ],
      subjective: [],
      cycloplegic: [],
    });
  });
});
