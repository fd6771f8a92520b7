/**
 * The clinics a patient is attended in (platform §2.9, §3): the `clinic` property of the patient registration
 * schema, in its order, each shown by its `ui:enumNames` title (New Site is 'Science'). The list and the names live
 * there only; the stored and sent value stays the schema's ('New Site'), every screen shows `clinicLabel` of it.
 */
import registrationSchema from '../../schemas/patient-registration/schema.json';
import registrationUi from '../../schemas/patient-registration/ui.json';

/** A clinic as stored and sent. */
export type Clinic = 'Old Site' | 'New Site' | 'CCTU';

const values = registrationSchema.properties.clinic.enum as Clinic[];
const titles: readonly string[] = registrationUi.clinic['ui:enumNames'];

export const CLINICS: readonly { value: Clinic; label: string }[] = values.map((value, index) => ({
  value,
  label: titles[index] ?? value,
}));

/** Whether `value` names one of the clinics. */
export function isClinic(value: unknown): value is Clinic {
  return CLINICS.some((clinic) => clinic.value === value);
}

/** The name a clinic is shown by ('New Site' → 'Science'); any other text as it is, '' for none. */
export function clinicLabel(value: string | null | undefined): string {
  return CLINICS.find((clinic) => clinic.value === value)?.label ?? value ?? '';
}
