import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../../src/api/adapters';
import type { FormAdapter } from '../../../../../src/api/adapters/types';
import { readBody } from './wire-body';
import { loadFormFiles } from '../../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../../src/engine/core/create-ajv';

type ObservationsForm = Record<string, unknown>;
type ObservationsPayload = { observations: Record<string, unknown>[]; [key: string]: unknown };

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

    it('sends {appointment, observations} (and any form-level property) with every detail key', () => {
      const fixture = Object.values(files.validFixtures)[0] as ObservationsForm;
      const payload = adapter.toPayload(fixture, context);
      expect(payload).toEqual({ appointment: 42, ...fixture });
      expect(Object.keys(payload).sort()).toEqual(['appointment', ...Object.keys(fixture)].sort());
      for (const item of payload.observations) expect(Object.keys(item)).toEqual(['condition', 'affected_eye', 'field_type', 'value']);
    });

    it('sends an empty list when nothing was recorded', () => {
      // A form-level property left blank is sent as null (the wire's blank), never invented.
      const { appointment, observations, ...formLevel } = adapter.toPayload({}, context);
      expect({ appointment, observations }).toEqual({ appointment: 42, observations: [] });
      for (const value of Object.values(formLevel)) expect(value).toBeNull();
    });

    it('reads a record answer: the record\'s keys and each item\'s lookups left out', () => {
      const back = adapter.fromResponse({
        id: 4,
        appointment: 42,
        average_marks: 70,
        observations: [
          { condition: firstCondition, condition_name: 'Example', group_name: 'Group', affected_eye: 'OD', field_type: 'grading', value: '3', grading: '3' },
          { condition: firstCondition + 2, affected_eye: 'OD', field_type: 'dropdown', value: 'Mild' },
        ],
      });
      expect(back).toEqual({
        observations: [
          { condition: firstCondition, affected_eye: 'OD', field_type: 'grading', value: '3' },
          { condition: firstCondition + 2, affected_eye: 'OD', field_type: 'dropdown', value: 'Mild' },
        ],
      });
      expect(validate(back)).toBe(true);
    });

    it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
      const back = readBody(formId, { observations: [{ condition: 'x', affected_eye: 'OU', field_type: 'grading', value: 2, extra: 1 }], notes: 'n' });
      expect(back).toEqual({ observations: [{ condition: 'x', affected_eye: 'OU', field_type: 'grading', value: 2, extra: 1 }], notes: 'n' });
      expect(validate(back)).toBe(false);
      expect(readBody(formId, { observations: 'none' })).toEqual({ observations: 'none' });
      expect(readBody(formId, { observations: null })).toEqual({ observations: [] });
    });

    it('reads the read answer: the list of items, each with its name, grading/notes, the marks and who saved it when', () => {
      const back = adapter.fromResponse([
        { condition: firstCondition, condition_name: 'Example', affected_eye: 'OD', field_type: 'grading', value: '2', grading: '2', notes: null, average_marks: null },
        { condition: firstCondition, condition_name: 'Example', affected_eye: 'OD', field_type: 'notes', value: 'Diffuse', grading: null, notes: 'Diffuse', average_marks: 70 },
        { condition: firstCondition + 1, condition_name: null, affected_eye: null, field_type: 'notes', value: 'General', grading: null, notes: 'General', average_marks: null },
        { condition: firstCondition + 2, condition_name: 'Other', affected_eye: 'OS', field_type: 'dropdown', value: 'Mild', grading: null, notes: null, average_marks: null, saved_at: '2026-01-05T09:00:00.000Z', saved_by_name: 'Efua Boateng' },
      ]);
      expect(back).toEqual({
        observations: [
          { condition: firstCondition, affected_eye: 'OD', field_type: 'grading', value: '2' },
          { condition: firstCondition, affected_eye: 'OD', field_type: 'notes', value: 'Diffuse' },
          { condition: firstCondition + 1, affected_eye: null, field_type: 'notes', value: 'General' },
          { condition: firstCondition + 2, affected_eye: 'OS', field_type: 'dropdown', value: 'Mild' },
        ],
      });
      expect(validate(back)).toBe(true);
      expect(adapter.fromResponse([])).toEqual({ observations: [] });
    });

    it('round-trips every fixture through the read answer (toPayload, then the list the server answers)', () => {
      for (const fixture of Object.values(files.validFixtures) as ObservationsForm[]) {
        // The server answers the form-level properties (all but the list and the appointment) on every item.
        const { observations, appointment: _appointment, ...formLevel } = adapter.toPayload(fixture, context);
        const items = observations.map((item) => ({
          ...formLevel,
          ...item,
          condition_name: 'Name',
          grading: item.field_type === 'grading' ? item.value : null,
          notes: item.field_type === 'notes' ? item.value : null,
          average_marks: null,
        }));
        expect(adapter.fromResponse(JSON.parse(JSON.stringify(items)))).toEqual(fixture);
      }
    });

    it('reading a body keeps a grading or notes that does not repeat the value, so that validation refuses it', () => {
      const back = readBody(formId, { observations: [{ condition: firstCondition, affected_eye: 'OD', field_type: 'grading', value: '2', notes: 'Other' }] });
      expect(back).toEqual({ observations: [{ condition: firstCondition, affected_eye: 'OD', field_type: 'grading', value: '2', notes: 'Other' }] });
      expect(validate(back)).toBe(false);
    });

    it.each([null, undefined, 3, 'text'])('does not throw on %j and returns it as it came', (junk) => {
      expect(() => adapter.fromResponse(junk)).not.toThrow();
      expect(adapter.fromResponse(junk)).toEqual(junk);
    });

    it('reads a list of junk as observations that validation refuses', () => {
      const back = adapter.fromResponse([null, { condition: 1 }]);
      expect(back).toEqual({ observations: [null, { condition: 1 }] });
      expect(validate(back)).toBe(false);
    });

    it('does not throw on a list of junk', () => {
      expect(() => adapter.fromResponse({ observations: [null, 1, 'x', [], { grading: {} }] })).not.toThrow();
      expect(() => adapter.toPayload({ observations: [null as never, 1 as never] }, context)).not.toThrow();
    });
  });
}
