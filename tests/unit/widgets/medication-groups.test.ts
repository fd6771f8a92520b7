import { describe, expect, it } from 'vitest';
import { medicationGroups } from '../../../src/widgets/medication-choice-field';
import { referenceData } from '../forms/support/reference-data';

// Issue 22, item 4: the medication picker shows name and strength; the dosing is the chosen entry's own field.
describe('medicationGroups', () => {
  it('names each option by its name, then its strength where the name does not say it, never its dosing', () => {
    const groups = medicationGroups(
      [
        { id: 1, name: 'Timolol maleate 0.5% eye drops', strength: '0.5%', dosage: '1 drop twice daily', medication_type: 'Anti-glaucoma' },
        { id: 2, name: 'Cetirizine oral solution', strength: '5 mg/5 mL', dosage: '10 mg once daily', medication_type: 'Antihistamines' },
        { id: 3, name: 'Lubricant', dosage: 'as needed', medication_type: 'Antihistamines' },
      ],
      2,
    );
    expect(groups).toEqual([
      { label: 'Anti-glaucoma', options: [{ value: '1', label: 'Timolol maleate 0.5% eye drops', note: undefined }] },
      {
        label: 'Antihistamines',
        options: [
          { value: '2', label: 'Cetirizine oral solution 5 mg/5 mL', note: 'chosen' },
          { value: '3', label: 'Lubricant', note: undefined },
        ],
      },
    ]);
  });

  it('shows no dosing text in any option of the pharmacy list', () => {
    const medications = referenceData.medications ?? [];
    const options = medicationGroups(medications, undefined).flatMap((group) => group.options);
    expect(options).toHaveLength(medications.length);
    for (const [index, option] of options.entries()) {
      expect(option.label.startsWith(medications[index]!.name)).toBe(true);
      expect(option.label).not.toContain(medications[index]!.dosage);
      expect(option.detail).toBeUndefined();
    }
  });
});
