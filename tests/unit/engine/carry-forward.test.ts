import { describe, expect, it } from 'vitest';
import { form } from 'virtual:form/oculo-medical-history';
import { carriedForward, carryForwardNames } from '../../../src/engine/core/carry-forward';
import { createAjv } from '../../../src/engine/core/create-ajv';

const schema = form.schema as { properties: Record<string, object> };

describe('carry forward (x-carry-forward in the schema)', () => {
  it('the Oculo-Medical History carries its patient-level lists, not the last eye examination', () => {
    expect(carryForwardNames(schema)).toEqual([
      'drug_entries',
      'allergy_entries',
      'social_entries',
      'medical_history',
      'ocular_history',
      'family_medical_history',
      'family_ocular_history',
    ]);
  });

  it('copies only the annotated properties of the earlier record, as copies', () => {
    const earlier = { last_eye_examination: 'Never', allergy_entries: [{ name: 'Penicillin', notes: '' }], first_history: true };
    const carried = carriedForward(schema, earlier);
    expect(carried).toEqual({ allergy_entries: [{ name: 'Penicillin', notes: '' }] });
    (carried.allergy_entries as { name: string }[])[0]!.name = 'Changed';
    expect(earlier.allergy_entries[0]!.name).toBe('Penicillin');
  });

  it('a property added to the schema with the annotation is carried with no code change', () => {
    const extended = { ...schema, properties: { ...schema.properties, spectacle_wear: { type: 'string', 'x-carry-forward': true } } };
    expect(carriedForward(extended, { spectacle_wear: 'Since 2010', last_eye_examination: 'Never' })).toEqual({ spectacle_wear: 'Since 2010' });
    // Without the annotation (or with false) it is not.
    const plain = { ...schema, properties: { ...schema.properties, spectacle_wear: { type: 'string', 'x-carry-forward': false } } };
    expect(carriedForward(plain, { spectacle_wear: 'Since 2010' })).toEqual({});
  });

  it('nothing is carried from a record that is not an object', () => {
    expect(carriedForward(schema, null)).toEqual({});
    expect(carriedForward(schema, [])).toEqual({});
  });

  it('the annotation is a boolean: another value is refused when the schema is compiled', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'string', 'x-carry-forward': 'yes' } } })).toThrow();
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'string', 'x-carry-forward': true } } })).not.toThrow();
  });
});
