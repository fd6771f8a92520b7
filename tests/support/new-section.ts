/**
 * A section added as data only (docs/forms.md, "Add a section"): the form folder tests/fixtures/new-section/eye-strain
 * and its manifest entry tests/fixtures/new-section/manifest-entry.json, put into a manifest or a copy of schemas/.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SectionEntry, SectionManifest } from '../../src/lib/section-manifest';
import entry from '../fixtures/new-section/manifest-entry.json';

/** The new section's manifest entry. */
export const NEW_SECTION: SectionEntry = entry as SectionEntry;

/** `manifest` with the new section as the last section of the consultation step (before the diagnosis step). */
export function withNewSection(manifest: SectionManifest): SectionManifest {
  const sections = [...manifest.sections];
  const at = sections.findIndex((entry) => entry.step !== 'consultation');
  sections.splice(at === -1 ? sections.length : at, 0, NEW_SECTION);
  return { ...manifest, sections };
}

/** Adds the new section to the schemas folder `dir` (a copy of schemas/): its form folder and its manifest entry. */
export function addNewSection(dir: string): void {
  const fixtures = fileURLToPath(new URL('../fixtures/new-section/', import.meta.url));
  cpSync(join(fixtures, NEW_SECTION.formId), join(dir, NEW_SECTION.formId), { recursive: true });
  const file = join(dir, 'consultation', 'sections.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SectionManifest;
  writeFileSync(file, JSON.stringify(withNewSection(manifest), null, 2));
}
