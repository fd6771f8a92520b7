/**
 * The consultation's sections in order, by form id, named as the consultation names them (consultation.md §2: the
 * consultation step's tabs, then the diagnosis and management steps). The one source of section titles: the
 * consultation's tabs, the review loop (timeline, returned sections, marks), My Portal and Reports read them here.
 */
export const CONSULTATION_SECTIONS = [
  { formId: 'case-history', title: 'Case History' },
  { formId: 'oculo-medical-history', title: 'Oculo-Medical History' },
  { formId: 'visual-acuity', title: 'Visual Acuity' },
  { formId: 'externals', title: 'Externals' },
  { formId: 'internals', title: 'Internals' },
  { formId: 'refraction', title: 'Refraction' },
  { formId: 'extra-test', title: 'Extra Tests' },
  { formId: 'diagnosis', title: 'Diagnosis' },
  { formId: 'management', title: 'Management' },
] as const;

export type SectionFormId = (typeof CONSULTATION_SECTIONS)[number]['formId'];

/** The sections' form ids in the consultation's order. */
export const SECTION_FORM_IDS: readonly SectionFormId[] = CONSULTATION_SECTIONS.map((section) => section.formId);

/** A section's title by its form id (`extra-test` → 'Extra Tests'); the id itself when unknown. */
export function sectionTitle(formId: string): string {
  return CONSULTATION_SECTIONS.find((section) => section.formId === formId)?.title ?? formId;
}

/**
 * A section's tab title in a past appointment's View More modal (platform.md "Appointments"), which names the
 * extra tests in the singular.
 */
export function recordTabTitle(formId: string): string {
  return formId === 'extra-test' ? 'Extra Test' : sectionTitle(formId);
}
