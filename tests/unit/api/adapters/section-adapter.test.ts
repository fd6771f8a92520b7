/**
 * A section added to the manifest travels by the wire transform over its schema, with no adapter of its own; read
 * answers come back into form data by the same `x-read-…` annotations the server's read view answers with.
 */
import { describe, expect, it } from 'vitest';
import { adapters, SECTION_CONTEXT_KEYS, sectionAdapter } from '../../../../src/api/adapters';
import { schemaAdapter } from '../../../../src/api/adapters/schema-adapter';
import { SECTION_MANIFEST } from '../../../../src/lib/consultation-sections';
import { bundleSchema, type JsonObject } from '../../../../src/engine/core/bundle-schema';
import omhSchema from '../../../../schemas/oculo-medical-history/schema.json';
import sharedDefinitions from '../../../../schemas/shared/defs.json';

const eyeStrain = {
  type: 'object',
  additionalProperties: false,
  properties: {
    hours_on_screen: { type: 'number', title: 'Hours on screen' },
    symptom: { type: 'string', title: 'Symptom', enum: ['dry', 'tired'] },
    breaks: { type: 'boolean', title: 'Takes breaks', default: false },
  },
};

describe('sectionAdapter', () => {
  it('sends a new section form with its types and the appointment, and reads its record back', () => {
    const adapter = sectionAdapter('eye-strain', eyeStrain);
    const payload = adapter.toPayload({ hours_on_screen: 7.5, symptom: 'dry', breaks: true }, { appointmentId: 12 });
    expect(payload).toEqual({ appointment: 12, hours_on_screen: 7.5, symptom: 'dry', breaks: true });
    expect(adapter.fromResponse({ ...payload, id: 3, saved_at: '2026-11-27T10:00:00.000Z' })).toEqual({ hours_on_screen: 7.5, symptom: 'dry', breaks: true });
  });

  it("takes each shipped section's context keys from its manifest entry", () => {
    for (const entry of SECTION_MANIFEST.sections) expect(SECTION_CONTEXT_KEYS[entry.formId]).toEqual(entry.save.bodyKeys);
    const management = adapters.management!.toPayload({ referral: true, referral_details: 'Ophthalmology' }, { appointmentId: 4 });
    expect(management).not.toHaveProperty('appointment');
    const visualAcuity = adapters['visual-acuity']!.toPayload({ va_chart_used: 'SNELLEN' }, { appointmentId: 4 });
    expect(visualAcuity).toMatchObject({ appointment: 4, va_chart_used: 'SNELLEN' });
  });
});

describe('read answers back into form data, by the read view annotations', () => {
  it('reads a member added to a history entry from its parallel list, and a final diagnosis from its expanded code', () => {
    const shipped = structuredClone(omhSchema) as { $defs: { entry: { properties: Record<string, unknown> } } };
    shipped.$defs.entry.properties.dose = { type: 'number', title: 'Dose' };
    const schema = bundleSchema(shipped as unknown as JsonObject, { '../shared/defs.json': sharedDefinitions as JsonObject });
    const form = adapters['oculo-medical-history']!.fromResponse(
      { patient: 2, appointment: 3, last_eye_examination: 'Never', drug_history: ['Timolol'], drug_notes: ['Evenings'], drug_dose: [0.5] },
      { schema },
    );
    expect(form.drug_entries).toEqual([{ name: 'Timolol', notes: 'Evenings', dose: 0.5 }]);

    const diagnosis = adapters.diagnosis!.fromResponse({
      differential_diagnosis: 'Myopia',
      final_diagnoses_info: [{ code: { id: 4, diagnosis: 'Myopia' }, management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [] }],
      all_diagnosis_codes: [],
    });
    expect(diagnosis.final_diagnoses).toEqual([expect.objectContaining({ code: 4, management_plan: 'Spectacles', affected_eye: 'OU' })]);
  });
});

describe('schemaAdapter root annotations', () => {
  const form = { type: 'object', 'x-wire': { flags: { confirm_save: 'confirmSave' } }, properties: { name: { type: 'string' } } };

  it('sends a flag member only when the context sets its flag', () => {
    const adapter = schemaAdapter(form, []);
    expect(adapter.toPayload({ name: 'Ama' }, {})).toEqual({ name: 'Ama' });
    expect(adapter.toPayload({ name: 'Ama' }, { confirmSave: false })).toEqual({ name: 'Ama' });
    expect(adapter.toPayload({ name: 'Ama' }, { confirmSave: true })).toEqual({ name: 'Ama', confirm_save: true });
  });

  it("merges the adapter's root annotation under the schema's own, for any schema it is given", () => {
    const adapter = schemaAdapter(form, [], { readIn: 'scores' });
    expect(adapter.fromResponse({ scores: { name: 'Ama' }, id: 3 })).toEqual({ name: 'Ama' });
    const other = { type: 'object', properties: { name: { type: 'string' } } };
    expect(adapter.fromResponse({ scores: { name: 'Kofi' } }, { schema: other })).toEqual({ name: 'Kofi' });
    expect(schemaAdapter(other, []).fromResponse({ scores: { name: 'Kofi' } })).toEqual({});
  });
});
