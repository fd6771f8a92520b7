import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { readBody } from './support/wire-body';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const visualAcuityAdapter = adapters['visual-acuity']!;
type VisualAcuityForm = Record<string, unknown>;

const files = loadFormFiles('visual-acuity');
const VISUAL_ACUITY_FIELDS = Object.keys((files.schema as { properties: object }).properties);
const validate = createAjv().compile(files.schema);
const context = { appointmentId: 42 };

/** The documented normalisation: a field that is '' or null in the form comes back absent. */
const withoutEmpty = (data: unknown) =>
  Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, value]) => value !== '' && value !== null));

const roundTrip = (data: VisualAcuityForm) =>
  visualAcuityAdapter.fromResponse(JSON.parse(JSON.stringify(visualAcuityAdapter.toPayload(data, context))));

describe('visual-acuity adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['visual-acuity']).toBe(visualAcuityAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = roundTrip(fixture as VisualAcuityForm);
    expect(back).toEqual(withoutEmpty(fixture));
    expect(validate(back)).toBe(true);
  });

  it('sends {appointment, ...every field of the record}, empty values as null, notation as text', () => {
    const payload = visualAcuityAdapter.toPayload(files.validFixtures['valid-logmar-contacts'] as VisualAcuityForm, context);
    expect(payload).toEqual({
      appointment: 42,
      va_chart_used: 'LOGMAR',
      distance_unaided_od: '-0.02',
      distance_unaided_os: '3.5',
      distance_ph_od: '0.18',
      distance_ph_os: 'HM',
      distance_plus1_od: null,
      distance_plus1_os: null,
      near_va_od: 'N8',
      near_va_os: null,
      came_with_prescription: true,
      prescription_type: 'CONTACTS',
      rx_sph_od: '-3.50',
      rx_sph_os: '-3.75',
      rx_cyl_od: null,
      rx_cyl_os: '-1.25',
      rx_axis_od: null,
      rx_axis_os: '0',
      rx_va1_od: null,
      rx_va1_os: null,
      rx_add_od: null,
      rx_add_os: null,
      rx_va2_od: null,
      rx_va2_os: null,
    });
    expect(Object.keys(payload)).toEqual(['appointment', ...VISUAL_ACUITY_FIELDS]);
  });

  it('keeps false for a patient who came without a prescription, and null when unanswered', () => {
    const base = { va_chart_used: 'SNELLEN', distance_unaided_od: '6/6', distance_unaided_os: '6/6' } as const;
    expect(visualAcuityAdapter.toPayload({ ...base, came_with_prescription: false }, context).came_with_prescription).toBe(false);
    expect(visualAcuityAdapter.toPayload({ ...base }, context).came_with_prescription).toBeNull();
    expect(visualAcuityAdapter.toPayload({ ...base }, {}).appointment).toBeNull();
  });

  it('reads a saved record back: average_marks, id and saved_at dropped, nulls absent', () => {
    const payload = visualAcuityAdapter.toPayload(files.validFixtures['valid-snellen-unaided-only'] as VisualAcuityForm, context);
    const back = visualAcuityAdapter.fromResponse({ ...payload, id: 3, saved_at: '2026-01-05T10:00:00.000Z', average_marks: 76.8 });
    expect(back).toEqual({ va_chart_used: 'SNELLEN', distance_unaided_od: '6/6', distance_unaided_os: '6/9' });
  });

  it('reading a body keeps unknown keys and odd values, so that validation still refuses them', () => {
    const back = readBody('visual-acuity', { va_chart_used: 'SNELLEN', distance_unaided_od: 6, rx_sph_od: 1.5, extra: true });
    expect(back).toEqual({ va_chart_used: 'SNELLEN', distance_unaided_od: 6, rx_sph_od: 1.5, extra: true });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 42, 'text', true, [], [{ va_chart_used: 'SNELLEN' }]])('does not throw on %j and returns it as it came', (junk) => {
    expect(() => visualAcuityAdapter.fromResponse(junk)).not.toThrow();
    expect(visualAcuityAdapter.fromResponse(junk)).toEqual(junk);
  });

  it('builds a payload of nulls from nothing', () => {
    const payload = visualAcuityAdapter.toPayload({}, context) as Record<string, unknown>;
    for (const field of VISUAL_ACUITY_FIELDS) expect(payload[field]).toBeNull();
  });
});
