/**
 * The server refuses a section manifest it cannot serve (server/services/section-manifest.ts), as `check:schemas`
 * does: one that does not match its meta-schema, names a form the folder lacks, names a section, tab or path
 * twice, or lists a section read in a way only code of its own can answer.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFormIds } from '../../../src/engine/build/load-form-files';
import { SECTION_MANIFEST } from '../../../src/lib/consultation-sections';
import type { SectionManifest } from '../../../src/lib/section-manifest';
import { recordSectionRoutes } from '../../../server/features/sections/section-routes';
import type { SectionService } from '../../../server/features/sections/service';
import { loadSectionManifest, manifestProblems, validateManifest } from '../../../server/services/section-manifest';
import { NEW_SECTION } from '../../support/new-section';
import { PROJECT_SCHEMAS_DIR } from '../helpers/test-app';

const forms = listFormIds(PROJECT_SCHEMAS_DIR);
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of schemas/ whose manifest is `edit` of the shipped one. */
function withManifest(edit: (manifest: SectionManifest) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-manifest-'));
  copies.push(dir);
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  const file = join(dir, 'consultation', 'sections.json');
  writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as SectionManifest)));
  return dir;
}

describe('the section manifest, checked at start', () => {
  it('accepts the shipped manifest', () => {
    expect(loadSectionManifest(PROJECT_SCHEMAS_DIR, forms).sections.map((entry) => entry.formId)).toEqual(SECTION_MANIFEST.sections.map((entry) => entry.formId));
  });

  it('refuses an entry its meta-schema refuses: an unknown read kind, a save in the URL whose path names no appointment', () => {
    const dir = withManifest((manifest) => {
      (manifest.sections[0]!.read as { kind: string }).kind = 'table';
      manifest.sections[1]!.save = { ...manifest.sections[1]!.save, appointment: 'url' };
      return manifest;
    });
    const { manifest, problems } = validateManifest(dir);
    expect(manifest).toBeNull();
    expect(problems.join('\n')).toMatch(/sections\/0\/read\/kind/);
    expect(problems.join('\n')).toMatch(/sections\/1\/save\/path/);
    expect(() => loadSectionManifest(dir, forms)).toThrow(/section manifest .* is invalid/);
  });

  it('refuses a section without its form, and a section, tab or path named twice', () => {
    const twice = { ...SECTION_MANIFEST.sections[2]! };
    expect(manifestProblems({ sections: [...SECTION_MANIFEST.sections, NEW_SECTION, twice] }, forms)).toEqual([
      'section "eye-strain" has no form: no eye-strain/schema.json',
      'section "visual-acuity" is named twice',
      'tab "visual-acuity" is named twice',
      'save path "/tests/api/visual-acuity/" is named twice',
      'read path "/tests/api/visual-acuity/{appointment}/" is named twice',
    ]);
  });

  it('serves with no code only a record per appointment: a list read needs routes of its own', () => {
    const sections = {} as SectionService;
    expect(() => recordSectionRoutes(NEW_SECTION, sections)).not.toThrow();
    expect(() => recordSectionRoutes({ ...NEW_SECTION, read: { ...NEW_SECTION.read, kind: 'list', whenNone: 'empty-list' } }, sections)).toThrow(
      /needs routes of its own/,
    );
  });
});
