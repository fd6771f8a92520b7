import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const extraTestAdapter = adapters['extra-test']!;
type ExtraTestForm = Record<string, unknown>;

const files = loadFormFiles('extra-test');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 42 };
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('extra-test adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['extra-test']).toBe(extraTestAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = extraTestAdapter.fromResponse(wire(extraTestAdapter.toPayload(fixture as ExtraTestForm, context)));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {name, notes, appointment, file} with the uploaded file id for a test other than tonometry', () => {
    expect(extraTestAdapter.toPayload(files.validFixtures['valid-oct-with-file'] as ExtraTestForm, context)).toEqual({
      name: 'OCT',
      notes: 'Macular scan, both eyes',
      appointment: 42,
      file: 17,
    });
  });

  it('adds method, pressures and time for tonometry, with a null file when none was uploaded', () => {
    expect(extraTestAdapter.toPayload(files.validFixtures['valid-tonometry'] as ExtraTestForm, context)).toEqual({
      name: 'Tonometry',
      notes: 'Morning reading',
      appointment: 42,
      file: null,
      method: 'Non-Contact',
      iop_od: 15,
      iop_os: 16.5,
      recorded_at: '09:30',
    });
  });

  it('leaves tonometry members out of another test, and fills absent members', () => {
    const payload = extraTestAdapter.toPayload({ name: 'B-Scan', file: 'f-1', method: 'Other', iop_od: 12 }, {});
    expect(payload).toEqual({ name: 'B-Scan', notes: '', appointment: null, file: 'f-1' });
    expect(extraTestAdapter.toPayload({ name: 'Tonometry' }, context)).toMatchObject({
      method: null,
      iop_od: null,
      iop_os: null,
      recorded_at: null,
    });
  });

  it('reads a listed test: nulls and blanks left out, the appointment, id and time of the record dropped', () => {
    const back = extraTestAdapter.fromResponse({
      id: 5,
      appointment: 42,
      name: 'Tonometry',
      method: 'Applanation',
      iop_od: 14.5,
      iop_os: 16,
      recorded_at: '10:15:00',
      file: null,
      notes: '',
      saved_at: '2026-11-21T10:16:00.000Z',
    });
    expect(back).toEqual({ name: 'Tonometry', method: 'Applanation', iop_od: 14.5, iop_os: 16, recorded_at: '10:15:00' });
    expect(validate(back)).toBe(true);
  });

  it("reads a listed test's file URL as the file's public id, which the form keeps and a save sends", () => {
    const id = 'q3Vd0mPzX1aL9bN2cR4tYw';
    const listed = {
      id: 6,
      name: 'OCT',
      method: null,
      iop_od: null,
      iop_os: null,
      recorded_at: null,
      file: `https://clinic.example/api/files/${id}/`,
      notes: 'Scan',
      appointment: 42,
      saved_at: '2026-11-21T10:16:00.000Z',
    };
    const back = extraTestAdapter.fromResponse(listed);
    expect(back).toEqual({ name: 'OCT', file: id, notes: 'Scan' });
    expect(validate(back)).toBe(true);
    expect(extraTestAdapter.toPayload(back, context)).toEqual({ name: 'OCT', notes: 'Scan', appointment: 42, file: id });
    expect(extraTestAdapter.fromResponse({ ...listed, file: `/api/files/${id}/` }).file).toBe(id);
    // Text that is no file URL is kept as it is (and names no file on the server).
    expect(extraTestAdapter.fromResponse({ ...listed, file: 'https://clinic.example/other/' }).file).toBe('https://clinic.example/other/');
  });

  it('does not convert values: a pressure as text stays text, which the form refuses', () => {
    const back = extraTestAdapter.fromResponse({ name: 'Tonometry', method: 'Other', iop_od: '14.50', iop_os: 12 });
    expect(back.iop_od).toBe('14.50');
    expect(validate(back)).toBe(false);
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('extra-test', { name: 'OCT', file: 3, iop_od: 'high', extra: true });
    expect(back).toEqual({ name: 'OCT', file: 3, iop_od: 'high', extra: true });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 'text', 12, [], [1], { name: 5, file: {} }])('never throws on junk: %j', (junk) => {
    expect(() => extraTestAdapter.fromResponse(junk)).not.toThrow();
    expect(validate(extraTestAdapter.fromResponse(junk))).toBe(false);
    expect(() => extraTestAdapter.toPayload(junk as unknown as ExtraTestForm, {})).not.toThrow();
  });
});
