/**
 * The clinic the user is attending patients in (platform §2.9, §3): chosen in the clinic-choice modal, kept in
 * memory for the session (only the auth user is persisted on the device).
 */
import { createValueStore, useValueStore } from '../lib/value-store';
import type { Clinic } from './adapters/patient-registration';

export const CLINICS: readonly { value: Clinic; label: string }[] = [
  { value: 'Old Site', label: 'Old Site' },
  { value: 'New Site', label: 'Science' },
  { value: 'CCTU', label: 'CCTU' },
];

export const clinicStore = createValueStore<Clinic | null>(null);

/** The chosen clinic, or null when none is chosen yet. */
export function useSelectedClinic(): Clinic | null {
  return useValueStore(clinicStore);
}

/** Whether `value` names one of the clinics. */
export function isClinic(value: unknown): value is Clinic {
  return CLINICS.some((clinic) => clinic.value === value);
}
