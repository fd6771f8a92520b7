import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const oculoMedicalHistoryAdapter = adapters['oculo-medical-history']!;
type OculoMedicalHistoryForm = Record<string, unknown>;

const files = loadFormFiles('oculo-medical-history');
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 7, patientId: 3 };
const LISTS = [
  'drug_entries',
  'allergy_entries',
  'social_entries',
  'medical_history',
  'ocular_history',
  'family_medical_history',
  'family_ocular_history',
];

/**
 * The documented normalisation: `first_history` stays on the client, every list comes back (empty when it was
 * not filled) and an entry without notes comes back with notes ''.
 */
function normalised(data: unknown): Record<string, unknown> {
  const { first_history: _flag, ...rest } = structuredClone(data) as Record<string, unknown>;
  for (const list of LISTS) rest[list] ??= [];
  for (const list of LISTS.slice(0, 3)) {
    rest[list] = (rest[list] as Record<string, unknown>[]).map((entry) => ({ notes: '', ...entry }));
  }
  return rest;
}

describe('oculo-medical-history adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['oculo-medical-history']).toBe(oculoMedicalHistoryAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const payload = oculoMedicalHistoryAdapter.toPayload(fixture as OculoMedicalHistoryForm, context);
    const back = oculoMedicalHistoryAdapter.fromResponse(JSON.parse(JSON.stringify(payload)));
    expect(back).toEqual(normalised(fixture));
    expect(validate(back)).toBe(true);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s through the read answer of the server', (_name, fixture) => {
    const payload = oculoMedicalHistoryAdapter.toPayload(fixture as OculoMedicalHistoryForm, context);
    const named = (list: { condition: number }[]) => list.map((detail) => ({ ...detail, condition_name: `Condition ${detail.condition}` }));
    const answer = {
      id: 9,
      saved_at: '2026-11-21T10:16:00.000Z',
      patient: payload.patient,
      appointment: payload.appointment,
      last_eye_examination: payload.last_eye_examination,
      drug_history: payload.drug_entries.map((entry: { name: string; notes: string }) => entry.name),
      drug_notes: payload.drug_entries.map((entry: { name: string; notes: string }) => entry.notes),
      allergies: payload.allergy_entries.map((entry: { name: string; notes: string }) => entry.name),
      allergy_notes: payload.allergy_entries.map((entry: { name: string; notes: string }) => entry.notes),
      social_history: payload.social_entries.map((entry: { name: string; notes: string }) => entry.name),
      social_notes: payload.social_entries.map((entry: { name: string; notes: string }) => entry.notes),
      medical_history: named(payload.medical_history),
      ocular_history: named(payload.ocular_history),
      family_medical_history: named(payload.family_medical_history),
      family_ocular_history: named(payload.family_ocular_history),
    };
    const back = oculoMedicalHistoryAdapter.fromResponse(JSON.parse(JSON.stringify(answer)));
    expect(back).toEqual(normalised(fixture));
    expect(validate(back)).toBe(true);
  });

  it('sends patient, appointment, last examination, the three entry lists and the four condition lists', () => {
    const payload = oculoMedicalHistoryAdapter.toPayload(
      files.validFixtures['valid-first-history-complete'] as OculoMedicalHistoryForm,
      context,
    );
    expect(payload).toEqual({
      patient: 3,
      appointment: 7,
      last_eye_examination: '1 - 3 years',
      drug_entries: [
        { name: 'Metformin 500 mg', notes: 'Twice daily for 6 years' },
        { name: 'Timolol 0.5%', notes: '' },
      ],
      allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
      social_entries: [{ name: 'Alcohol', notes: 'Occasional, weekends' }],
      medical_history: [
        { condition: 1, affected_eye: null, field_type: 'dropdown', value: 'Type 2' },
        { condition: 1, affected_eye: null, field_type: 'checkbox', value: 'true' },
      ],
      ocular_history: [{ condition: 33, affected_eye: 'OD', field_type: 'notes', value: 'Trauma 2019' }],
      family_medical_history: [{ condition: 93, affected_eye: null, field_type: 'dropdown', value: 'Mother' }],
      family_ocular_history: [{ condition: 106, affected_eye: null, field_type: 'dropdown', value: 'Father' }],
    });
    expect(payload).not.toHaveProperty('first_history');
  });

  it('sends empty lists, notes as empty text and null ids when they are not known', () => {
    expect(oculoMedicalHistoryAdapter.toPayload({ last_eye_examination: 'Never', drug_entries: [{ name: 'Aspirin' }] }, {})).toEqual({
      patient: null,
      appointment: null,
      last_eye_examination: 'Never',
      drug_entries: [{ name: 'Aspirin', notes: '' }],
      allergy_entries: [],
      social_entries: [],
      medical_history: [],
      ocular_history: [],
      family_medical_history: [],
      family_ocular_history: [],
    });
  });

  it('reads the read-back shape: history and notes pairs, condition names dropped', () => {
    const back = oculoMedicalHistoryAdapter.fromResponse({
      id: 5,
      patient: 3,
      appointment: 7,
      last_eye_examination: '<3 months',
      drug_history: 'Metformin',
      drug_notes: 'Twice daily',
      allergies: ['Penicillin', 'Dust'],
      allergy_notes: ['Rash', ''],
      social_history: null,
      social_notes: null,
      medical_history: [{ condition: 1, condition_name: 'Diabetes mellitus', affected_eye: null, field_type: 'text', value: '10 years' }],
      ocular_history: [],
      family_medical_history: [],
      family_ocular_history: [{ condition: 106, condition_name: 'Glaucoma', affected_eye: null, field_type: 'dropdown', value: 'Mother' }],
    });
    expect(back).toEqual({
      last_eye_examination: '<3 months',
      drug_entries: [{ name: 'Metformin', notes: 'Twice daily' }],
      allergy_entries: [
        { name: 'Penicillin', notes: 'Rash' },
        { name: 'Dust', notes: '' },
      ],
      social_entries: [],
      medical_history: [{ condition: 1, affected_eye: null, field_type: 'text', value: '10 years' }],
      ocular_history: [],
      family_medical_history: [],
      family_ocular_history: [{ condition: 106, affected_eye: null, field_type: 'dropdown', value: 'Mother' }],
    });
    expect(validate({ ...back, first_history: true })).toBe(false);
    expect(validate(back)).toBe(true);
  });

  it('prefers the payload names when a body has both shapes; a null list is an empty one, a null field absent', () => {
    const back = oculoMedicalHistoryAdapter.fromResponse({
      last_eye_examination: null,
      drug_entries: [{ name: 'Aspirin', notes: '' }],
      drug_history: 'Something else',
      allergy_entries: null,
      medical_history: null,
    });
    expect(back).toEqual({ drug_entries: [{ name: 'Aspirin', notes: '' }], allergy_entries: [], medical_history: [] });
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('oculo-medical-history', {
      last_eye_examination: 'Never',
      drug_entries: 'aspirin',
      allergies: 42,
      smoker: true,
      ocular_history: [7],
    });
    expect(back).toEqual({ last_eye_examination: 'Never', drug_entries: 'aspirin', allergies: 42, smoker: true, ocular_history: [7] });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 0, 'text', [], [{ last_eye_examination: 'Never' }]])('does not throw on %j and returns it as it came', (junk) => {
    expect(() => oculoMedicalHistoryAdapter.fromResponse(junk)).not.toThrow();
    expect(oculoMedicalHistoryAdapter.fromResponse(junk)).toEqual(junk);
  });

  it('does not throw on lists of junk', () => {
    expect(() =>
      oculoMedicalHistoryAdapter.fromResponse({ drug_history: [null, 3, { name: 'x' }], drug_notes: {}, medical_history: [null] }),
    ).not.toThrow();
    expect(() => oculoMedicalHistoryAdapter.toPayload({ drug_entries: [null as never], medical_history: [3 as never] }, context)).not.toThrow();
  });
});
