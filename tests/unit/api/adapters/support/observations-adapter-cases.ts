import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../../src/api/adapters';
import type { ObservationsForm, ObservationsPayload } from '../../../../../src/api/adapters/observations';
import type { FormAdapter } from '../../../../../src/api/adapters/types';
import { loadFormFiles } from '../../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../../src/engine/core/create-ajv';

/**
 * The adapter tests shared by the two observation forms (externals, internals), which one adapter builder serves.
 * `firstCondition` is an examination condition id of the form's own catalogue.
 */
export function describeObservationsAdapter(
  formId: 'externals' | 'internals',
  adapter: FormAdapter<ObservationsForm, ObservationsPayload>,
  firstCondition: number,
): void {
  const files = loadFormFiles(formId);
  const validate = createAjv().compile(files.schema);
  const context = { appointmentId: 42 };

  describe(`${formId} adapter`, () => {
    it('is registered under the form id', () => {
      expect(adapters[formId]).toBe(adapter);
    });

    it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
      const payload = adapter.toPayload(fixture as ObservationsForm, context);
      const back = adapter.fromResponse(JSON.parse(JSON.stringify(payload)));
      expect(back).toEqual(fixture);
      expect(validate(back)).toBe(true);
    });

    it('sends {appointment, observations} with every detail key', () => {
      const fixture = Object.values(files.validFixtures)[0] as ObservationsForm;
      const payload = adapter.toPayload(fixture, context);
      expect(payload).toEqual({ appointment: 42, observations: fixture.observations });
      expect(Object.keys(payload)).toEqual(['appointment', 'observations']);
      for (const item of payload.observations) expect(Object.keys(item)).toEqual(['condition', 'affected_eye', 'field_type', 'value']);
    });

    it('sends an empty list when nothing was recorded', () => {
      expect(adapter.toPayload({}, context)).toEqual({ appointment: 42, observations: [] });
    });

    it('reads read-back items {condition, affected_eye, grading, notes} as grading and notes inputs', () => {
      const back = adapter.fromResponse({
        id: 4,
        appointment: 42,
        average_marks: 70,
        observations: [
          { condition: firstCondition, condition_name: 'Example', group_name: 'Group', affected_eye: 'OD', grading: '3', notes: 'Diffuse' },
          { condition: firstCondition, affected_eye: 'OS', grading: '1', notes: '' },
          { condition: firstCondition + 1, affected_eye: 'OS', grading: null, notes: 'Seen at 6 o\'clock' },
          { condition: firstCondition + 2, affected_eye: 'OD', field_type: 'dropdown', value: 'Mild' },
        ],
      });
      expect(back).toEqual({
        observations: [
          { condition: firstCondition, affected_eye: 'OD', field_type: 'grading', value: '3' },
          { condition: firstCondition, affected_eye: 'OD', field_type: 'notes', value: 'Diffuse' },
          { condition: firstCondition, affected_eye: 'OS', field_type: 'grading', value: '1' },
          { condition: firstCondition + 1, affected_eye: 'OS', field_type: 'notes', value: "Seen at 6 o'clock" },
          { condition: firstCondition + 2, affected_eye: 'OD', field_type: 'dropdown', value: 'Mild' },
        ],
      });
      expect(validate(back)).toBe(true);
    });

    it('keeps unknown keys and odd values, so that validation still refuses them', () => {
      const back = adapter.fromResponse({ observations: [{ condition: 'x', affected_eye: 'OU', field_type: 'grading', value: 2, extra: 1 }], notes: 'n' });
      expect(back).toEqual({ observations: [{ condition: 'x', affected_eye: 'OU', field_type: 'grading', value: 2, extra: 1 }], notes: 'n' });
      expect(validate(back)).toBe(false);
      expect(adapter.fromResponse({ observations: 'none' })).toEqual({ observations: 'none' });
      expect(adapter.fromResponse({ observations: null })).toEqual({ observations: [] });
    });

    it.each([null, undefined, 3, 'text', [], [{ condition: 1 }]])('does not throw on %j and returns it as it came', (junk) => {
      expect(() => adapter.fromResponse(junk)).not.toThrow();
      expect(adapter.fromResponse(junk)).toEqual(junk);
    });

    it('does not throw on a list of junk', () => {
      expect(() => adapter.fromResponse({ observations: [null, 1, 'x', [], { grading: {} }] })).not.toThrow();
      expect(() => adapter.toPayload({ observations: [null as never, 1 as never] }, context)).not.toThrow();
    });
  });
}
