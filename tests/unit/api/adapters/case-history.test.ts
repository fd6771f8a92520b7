import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const caseHistoryAdapter = adapters['case-history']!;
type CaseHistoryForm = Record<string, unknown>;

const files = loadFormFiles('case-history');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 7 };

describe('case-history adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['case-history']).toBe(caseHistoryAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const payload = caseHistoryAdapter.toPayload(fixture as CaseHistoryForm, context);
    const back = caseHistoryAdapter.fromResponse(JSON.parse(JSON.stringify(payload)));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {appointment, chief_complaint, condition_details} with every detail key', () => {
    const payload = caseHistoryAdapter.toPayload(files.validFixtures['valid-single-text'] as CaseHistoryForm, context);
    expect(payload).toEqual({
      appointment: 7,
      chief_complaint: 'Blurred vision when reading for two months',
      condition_details: [{ condition: 1, affected_eye: null, field_type: 'text', value: '10 years, on metformin' }],
    });
    expect(Object.keys(payload)).toEqual(['appointment', 'chief_complaint', 'condition_details']);
  });

  it('trims the chief complaint and sends a missing affected eye as null', () => {
    const payload = caseHistoryAdapter.toPayload(
      { chief_complaint: '  Itchy eyes \n', condition_details: [{ condition: 2, field_type: 'checkbox', value: 'true' }] },
      context,
    );
    expect(payload.chief_complaint).toBe('Itchy eyes');
    expect(payload.condition_details).toEqual([{ condition: 2, affected_eye: null, field_type: 'checkbox', value: 'true' }]);
  });

  it('reads an answer back: id, appointment, saved_at and condition names dropped', () => {
    const back = caseHistoryAdapter.fromResponse({
      id: 9,
      appointment: 7,
      saved_at: '2026-01-05T10:00:00.000Z',
      chief_complaint: 'Headache',
      condition_details: [{ id: 30, condition: 4, condition_name: 'Migraine', affected_eye: null, field_type: 'text', value: 'Weekly' }],
    });
    expect(back).toEqual({
      chief_complaint: 'Headache',
      condition_details: [{ condition: 4, affected_eye: null, field_type: 'text', value: 'Weekly' }],
    });
    expect(validate(back)).toBe(true);
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('case-history', { chief_complaint: 3, condition_details: 'none', severity: 'high' });
    expect(back).toEqual({ chief_complaint: 3, condition_details: 'none', severity: 'high' });
    expect(validate(back)).toBe(false);
    expect(readBody('case-history', { condition_details: [null, 5, { condition: 1, extra: 1 }] })).toEqual({
      condition_details: [null, 5, { condition: 1, extra: 1 }],
    });
  });

  it.each([null, undefined, 42, 'text', false, [], [{ chief_complaint: 'x' }]])('does not throw on %j and returns it as it came', (junk) => {
    expect(() => caseHistoryAdapter.fromResponse(junk)).not.toThrow();
    expect(caseHistoryAdapter.fromResponse(junk)).toEqual(junk);
  });

  it('builds a payload from nothing without throwing', () => {
    expect(caseHistoryAdapter.toPayload({}, {})).toEqual({ appointment: null, chief_complaint: '', condition_details: [] });
  });
});
