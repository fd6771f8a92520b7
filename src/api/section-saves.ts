/** Saving a consultation section (consultation §7): where each form's payload is POSTed, from the section manifest. */
import { SECTION_MANIFEST } from '../lib/consultation-sections';
import { savePath, sectionOf } from '../lib/section-manifest';
import type { SectionRecord } from '../../contracts/generated/types';
import { request } from './http-client';

/** Whether `formId` is a section of the manifest, saved by `saveSection`. */
export const isSavableSection = (formId: string): boolean => sectionOf(SECTION_MANIFEST, formId) !== undefined;

/** POSTs a section's payload (the adapter's `toPayload`) for an appointment; answers the stored record. */
export function saveSection(formId: string, appointmentId: number, payload: unknown): Promise<SectionRecord> {
  const section = sectionOf(SECTION_MANIFEST, formId);
  if (!section) return Promise.reject(new Error(`No save path for form "${formId}"`));
  return request<SectionRecord>('post', savePath(section, { appointment: appointmentId }), { data: payload });
}
