/**
 * The clinics a patient is attended in (platform §2.9, §3): the `clinic` property of the patient registration
 * schema, in its order, each shown by its `ui:enumNames` title (New Site is 'Science'). The list lives there only.
 */
import registrationSchema from '../../../schemas/patient-registration/schema.json';
import registrationUi from '../../../schemas/patient-registration/ui.json';
import type { Clinic } from '../../api/adapters/patient-registration';

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
