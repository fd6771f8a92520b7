/**
 * Which form (folder under `schemas/`) each consultation section route stores. The one table to change if a
 * form is renamed; `scripts/check-schemas.ts` reports a form named here that is missing.
 */
export const SECTION_FORM_IDS = {
  caseHistory: 'case-history',
  patientHistory: 'oculo-medical-history',
  visualAcuity: 'visual-acuity',
  externals: 'externals',
  internals: 'internals',
  refraction: 'refraction',
  extraTest: 'extra-test',
  diagnosis: 'diagnosis',
  management: 'management',
} as const;

export type SectionName = keyof typeof SECTION_FORM_IDS;
