import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const diagnosisAdapter = adapters['diagnosis']!;
type DiagnosisForm = Record<string, unknown>;

const files = loadFormFiles('diagnosis');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 42 };
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('diagnosis adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters.diagnosis).toBe(diagnosisAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = diagnosisAdapter.fromResponse(wire(diagnosisAdapter.toPayload(fixture as DiagnosisForm, context)));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {appointment, differential_diagnosis, final_diagnoses} with every member of each diagnosis', () => {
    expect(diagnosisAdapter.toPayload(files.validFixtures['valid-two-diagnoses'] as DiagnosisForm, context)).toEqual({
      appointment: 42,
      differential_diagnosis: 'Allergic conjunctivitis; bacterial conjunctivitis',
      final_diagnoses: [
        {
          code: 118,
          management_plan: 'Cold compresses, topical antihistamine, review in 2 weeks',
          affected_eye: 'OU',
          notes: 'Seasonal',
          queries: [{ query: 'Contact lens wear?' }, { query: 'Pet exposure?' }],
        },
        { code: 7, management_plan: 'Warm compresses and lid hygiene', affected_eye: 'OD', notes: '', queries: [] },
      ],
    });
  });

  it('fills absent members: no eye is null, no notes or queries are empty', () => {
    expect(diagnosisAdapter.toPayload({ differential_diagnosis: 'x', final_diagnoses: [{ code: 3, management_plan: 'y' }] }, {})).toEqual({
      appointment: null,
      differential_diagnosis: 'x',
      final_diagnoses: [{ code: 3, management_plan: 'y', affected_eye: null, notes: '', queries: [] }],
    });
    expect(diagnosisAdapter.toPayload({}, context)).toEqual({ appointment: 42, differential_diagnosis: '', final_diagnoses: [] });
  });

  it('reads the view answer: final_diagnoses_info with code objects, the code list and the record’s keys left out', () => {
    const back = diagnosisAdapter.fromResponse({
      appointment: 42,
      id: 3,
      saved_at: '2026-11-21T10:16:00.000Z',
      differential_diagnosis: 'Myopia',
      final_diagnoses_info: [
        {
          code: { id: 301, diagnosis: 'Myopia' },
          affected_eye: 'OU',
          notes: null,
          queries: [{ query: 'Family history?' }, 'Night driving?'],
          management_plan: 'Spectacles',
        },
        { code: { id: 12, diagnosis: 'Presbyopia' }, affected_eye: null, notes: '', queries: null, management_plan: 'Readers' },
      ],
      all_diagnosis_codes: [{ id: 301, diagnosis: 'Myopia', icd_code: 'H52.1' }],
    });
    expect(back).toEqual({
      differential_diagnosis: 'Myopia',
      final_diagnoses: [
        {
          code: 301,
          affected_eye: 'OU',
          queries: [{ query: 'Family history?' }, { query: 'Night driving?' }],
          management_plan: 'Spectacles',
        },
        { code: 12, queries: [], management_plan: 'Readers' },
      ],
    });
    // A diagnosis saved before the affected eye was required reads back without one, which the form then asks for.
    expect(validate(back)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(['/final_diagnoses/1']);
  });

  it('reads an empty view answer as a form without diagnoses', () => {
    expect(diagnosisAdapter.fromResponse({ differential_diagnosis: null, final_diagnoses_info: [], all_diagnosis_codes: [] })).toEqual({
      final_diagnoses: [],
    });
    // The server's answer before any diagnosis is saved.
    const unsaved = {
      id: null,
      saved_at: null,
      appointment: 42,
      differential_diagnosis: '',
      final_diagnoses_info: [],
      all_diagnosis_codes: [{ id: 301, diagnosis: 'Myopia', icd_code: 'H52.1' }],
    };
    expect(diagnosisAdapter.fromResponse(unsaved)).toEqual({ final_diagnoses: [] });
  });

  it('reads queries saved as plain strings or as {query} alike, and sends them as [{query}]', () => {
    const back = diagnosisAdapter.fromResponse({
      appointment: 42,
      differential_diagnosis: 'x',
      final_diagnoses: [{ code: 1, management_plan: 'a', affected_eye: 'OD', queries: ['Night driving?', { query: 'Family history?' }] }],
    });
    expect(back.final_diagnoses![0]!.queries).toEqual([{ query: 'Night driving?' }, { query: 'Family history?' }]);
    expect(validate(back)).toBe(true);
    expect(diagnosisAdapter.toPayload(back, { appointmentId: 42 }).final_diagnoses[0]!.queries).toEqual([
      { query: 'Night driving?' },
      { query: 'Family history?' },
    ]);
  });

  it('prefers final_diagnoses when a body has both shapes', () => {
    const back = diagnosisAdapter.fromResponse({
      differential_diagnosis: 'x',
      final_diagnoses: [{ code: 1, management_plan: 'a' }],
      final_diagnoses_info: [{ code: { id: 2 }, management_plan: 'b' }],
    });
    expect(back.final_diagnoses).toEqual([{ code: 1, management_plan: 'a' }]);
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('diagnosis', {
      differential_diagnosis: 'x',
      final_diagnoses: [{ code: '7', management_plan: 'a', rank: 1 }, 'H10'],
      status: 'final',
    });
    expect(back).toEqual({ differential_diagnosis: 'x', final_diagnoses: [{ code: '7', management_plan: 'a', rank: 1 }, 'H10'], status: 'final' });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 'text', 12, [], [1], { final_diagnoses: 'x', final_diagnoses_info: 4 }, { final_diagnoses_info: [null, { code: {} }] }])(
    'never throws on junk: %j',
    (junk) => {
      expect(() => diagnosisAdapter.fromResponse(junk)).not.toThrow();
      expect(validate(diagnosisAdapter.fromResponse(junk))).toBe(false);
      expect(() => diagnosisAdapter.toPayload(junk as unknown as DiagnosisForm, {})).not.toThrow();
    },
  );
});
