/** Saving a consultation section (consultation §7): where each form's payload is POSTed. */
import { request } from './http-client';

/** The POST path of each section form saved through the generic section tab. */
const SAVE_PATHS: Record<string, (appointmentId: number) => string> = {
  'case-history': () => '/tests/api/case-history/',
  'oculo-medical-history': () => '/tests/api/patient-history/',
  'visual-acuity': () => '/tests/api/visual-acuity/',
  externals: (a) => `/tests/api/external-observations/${a}/`,
  internals: (a) => `/tests/api/internal-observations/${a}/`,
  refraction: (a) => `/tests/api/refraction/${a}/`,
  diagnosis: (a) => `/diagnosis/${a}/create/`,
  management: (a) => `/management/${a}/`,
};

/** Whether `formId` is saved by `saveSection`. */
export const isSavableSection = (formId: string): boolean => formId in SAVE_PATHS;

/** POSTs a section's payload (the adapter's `toPayload`) for an appointment; answers the stored record. */
export function saveSection(formId: string, appointmentId: number, payload: unknown): Promise<unknown> {
  const path = SAVE_PATHS[formId];
  if (!path) return Promise.reject(new Error(`No save path for form "${formId}"`));
  return request<unknown>('post', path(appointmentId), { data: payload });
}
