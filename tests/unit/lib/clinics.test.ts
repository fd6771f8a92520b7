import { describe, expect, it } from 'vitest';
import registrationSchema from '../../../schemas/patient-registration/schema.json';
import registrationUi from '../../../schemas/patient-registration/ui.json';
import { CLINICS, clinicLabel, isClinic } from '../../../src/lib/clinics';

describe('clinics', () => {
  it("are the registration schema's clinic enum, each shown by its ui:enumNames title", () => {
    expect(CLINICS.map((clinic) => clinic.value)).toEqual(registrationSchema.properties.clinic.enum);
    expect(CLINICS.map((clinic) => clinic.label)).toEqual(registrationUi.clinic['ui:enumNames']);
    expect(CLINICS).toContainEqual({ value: 'New Site', label: 'Science' });
  });

  it('knows a clinic by its stored value only', () => {
    expect(isClinic('New Site')).toBe(true);
    expect(isClinic('Science')).toBe(false);
    expect(isClinic(null)).toBe(false);
  });

  it("shows a stored clinic by its name: New Site as 'Science'", () => {
    expect(clinicLabel('New Site')).toBe('Science');
    expect(clinicLabel('Old Site')).toBe('Old Site');
    expect(clinicLabel('Elsewhere')).toBe('Elsewhere');
    expect(clinicLabel(null)).toBe('');
  });
});
