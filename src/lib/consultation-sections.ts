/**
 * The consultation's sections in order, as the section manifest lists them (schemas/consultation/sections.json,
 * bundled into the browser app at build time): the consultation step's tabs, then the diagnosis and management
 * steps. The one source of section titles: the consultation's tabs, the review loop (timeline, returned sections,
 * marks), My Portal and Reports read them here.
 */
import manifest from '../../schemas/consultation/sections.json';
import type { SectionEntry, SectionManifest } from './section-manifest';

/** The shipped section manifest (checked against schemas/meta/consultation-sections.json by `npm run check:schemas`). */
export const SECTION_MANIFEST: SectionManifest = manifest as SectionManifest;

/** The sections, in the consultation's order. */
export const CONSULTATION_SECTIONS: readonly SectionEntry[] = SECTION_MANIFEST.sections;

export type SectionFormId = string;

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
  return CONSULTATION_SECTIONS.find((section) => section.formId === formId)?.recordTab ?? formId;
}
