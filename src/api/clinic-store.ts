/**
 * The clinic the user is attending patients in (platform §2.9, §3): chosen in the clinic-choice modal, kept in
 * memory for the session (only the auth user is persisted on the device). The clinics themselves are the
 * registration schema's (src/lib/clinics.ts).
 */
import { createValueStore, useValueStore } from '../lib/value-store';
import type { Clinic } from './adapters/patient-registration';

export const clinicStore = createValueStore<Clinic | null>(null);

/** The chosen clinic, or null when none is chosen yet. */
export function useSelectedClinic(): Clinic | null {
  return useValueStore(clinicStore);
}
