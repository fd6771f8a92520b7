/** How the server reads a section body: the form's shared adapter, or a stand-in while a form has none. */
import { describe, expect, it } from 'vitest';
import { adapters } from '../../src/api/adapters/index';
import { adapterFor, identityAdapter } from '../../src/api/adapters/adapter-for';
import { SECTION_FORM_IDS } from '../../src/lib/consultation-sections';

describe('form adapters on the server', () => {
  it('uses the shared adapter of every section form', () => {
    for (const formId of SECTION_FORM_IDS) {
      const resolved = adapterFor(formId, { appointment: true });
      expect(resolved.shared, formId).toBe(true);
      expect(resolved.adapter).toBe(adapters[formId]);
    }
  });

  it('falls back to the identity stand-in for a form without one', () => {
    expect(adapterFor('not-written-yet', { appointment: true }).shared).toBe(false);
    expect(adapterFor('toString', { appointment: true }).shared).toBe(false);
  });

  it('the stand-in adds the context keys to the payload and takes them off again, keeping everything else', () => {
    const adapter = identityAdapter({ appointment: true, patient: true });
    const payload = adapter.toPayload({ a: 1, appointment: 99 }, { appointmentId: 7, patientId: 3 });
    expect(payload).toEqual({ a: 1, appointment: 7, patient: 3 });
    expect(adapter.fromResponse({ ...(payload as object), stray: true })).toEqual({ a: 1, stray: true });

    const withoutAppointment = identityAdapter({ appointment: false });
    expect(withoutAppointment.toPayload({ a: 1 }, { appointmentId: 7 })).toEqual({ a: 1 });
    expect(withoutAppointment.fromResponse({ a: 1, appointment: 7, patient: 2 })).toEqual({ a: 1, patient: 2 });
    expect(withoutAppointment.fromResponse([1])).toEqual([1]);
  });
});
