/**
 * The Case Management Guide of the schemas folder the server runs with (`<schemasDir>/consultation/case-guides.json`,
 * its shape `<schemasDir>/meta/case-guides.json`): one guide per diagnosis group, an ICD-10-CM block of categories.
 * Read and checked at start, like the forms and the section manifest: a file that does not match its meta-schema,
 * a block whose first category comes after its last (or in another chapter letter), an id named twice or two blocks
 * that overlap stops the start with a message saying so. `npm run check:schemas` runs the same checks.
 */
import { join } from 'node:path';
import type { CaseGuide } from '../../contracts/generated/types';
import { createAjv } from '../../src/engine/core/create-ajv';
import { FormSchemaError } from './form-registry';
import { readSchemasJson } from './section-manifest';

/** A guide as the file writes it: the answer's guide without `block` and `codes`. */
export type CaseGuideEntry = Omit<CaseGuide, 'block' | 'codes'>;

/** Where the guides and their meta-schema are, in a schemas folder. */
export const caseGuideFiles = (dir: string) => ({
  guides: join(dir, 'consultation', 'case-guides.json'),
  meta: join(dir, 'meta', 'case-guides.json'),
});

const WHAT = 'Case guide';

/** The problems of valid-shaped guides: a reversed block, an id named twice, overlapping blocks. */
export function caseGuideProblems(guides: readonly CaseGuideEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  guides.forEach((guide, index) => {
    if (ids.has(guide.id)) problems.push(`guide "${guide.id}" is named twice`);
    ids.add(guide.id);
    if (guide.first[0] !== guide.last[0] || guide.first > guide.last) {
      problems.push(`guide "${guide.id}": the block ${guide.first}-${guide.last} must run forward within one chapter letter`);
    }
    for (const other of guides.slice(0, index)) {
      if (guide.first <= other.last && other.first <= guide.last) {
        problems.push(`guide "${guide.id}" (${guide.first}-${guide.last}) overlaps guide "${other.id}" (${other.first}-${other.last})`);
      }
    }
  });
  return problems;
}

/** The guides of `dir` checked against their meta-schema and each other; the problems when they are not valid. */
export function validateCaseGuides(dir: string): { guides: CaseGuideEntry[] | null; problems: string[] } {
  const files = caseGuideFiles(dir);
  const validate = createAjv().compile(readSchemasJson(files.meta, WHAT) as object);
  const file = readSchemasJson(files.guides, WHAT);
  if (!validate(file)) {
    return { guides: null, problems: (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim()) };
  }
  const guides = (file as { guides: CaseGuideEntry[] }).guides;
  const problems = caseGuideProblems(guides);
  return { guides: problems.length === 0 ? guides : null, problems };
}

/** Reads and checks the guides of `dir`; throws a FormSchemaError naming every problem. */
export function loadCaseGuides(dir: string): CaseGuideEntry[] {
  const { guides, problems } = validateCaseGuides(dir);
  if (!guides) throw new FormSchemaError(`The case guides ${caseGuideFiles(dir).guides} are invalid: ${problems.join('; ')}`);
  return guides;
}
