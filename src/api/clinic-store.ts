/**
 * The clinic the user is attending patients in (platform §2.9, §3): chosen in the clinic-choice modal, kept in
 * memory for the session (only the auth user is persisted on the device).
 */
import { useSyncExternalStore } from 'react';
import type { Clinic } from './adapters/patient-registration';

export const CLINICS: readonly { value: Clinic; label: string }[] = [
  { value: 'Old Site', label: 'Old Site' },
  { value: 'New Site', label: 'Science' },
  { value: 'CCTU', label: 'CCTU' },
];

let selected: Clinic | null = null;
const listeners = new Set<() => void>();

export const clinicStore = {
  get: (): Clinic | null => selected,
  set(clinic: Clinic | null): void {
    if (clinic === selected) return;
    selected = clinic;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The chosen clinic, or null when none is chosen yet. */
export function useSelectedClinic(): Clinic | null {
  return useSyncExternalStore(clinicStore.subscribe, clinicStore.get, clinicStore.get);
}

/** Whether `value` names one of the clinics. */
export function isClinic(value: unknown): value is Clinic {
  return CLINICS.some((clinic) => clinic.value === value);
}
