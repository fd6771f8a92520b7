/**
 * Oculo-Medical History: whether it is the patient's first history is the server's to say: with no history of the
 * patient from another appointment, the form's `first_history` is set and every part of it is required
 * (consultation §5).
 */
import type { SectionEntry } from '../../../src/lib/section-manifest';
import type { Repositories } from '../../db/repositories/index';
import { sectionDefinitionOf, type SectionDefinition } from './service';

export function patientHistorySection(entry: SectionEntry, repos: Repositories): SectionDefinition {
  const { formId } = entry;
  return sectionDefinitionOf(entry, {
    async prepare(formData, context) {
      if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return formData;
      const earlier = await repos.sectionRecords.existsForPatientElsewhere(context.patientId!, formId, context.appointmentId);
      return { ...formData, first_history: !earlier };
    },
  });
}
