/**
 * The Case Management Guide (issue 22): the guides whose ICD-10-CM block holds a code's three-character category
 * (H40.11 → H40 → the H40-H42 guide). The guides are the checked file of the schemas folder (app.caseGuides).
 */
import type { CaseGuide } from '../../../contracts/generated/types';
import type { CaseGuideEntry } from '../../services/case-guides';

/** An ICD-10-CM code as the route accepts it: a category, then an optional dot and up to four characters. */
export const ICD_CODE = '[A-Za-z][0-9][0-9A-Za-z](\\.[0-9A-Za-z]{1,4})?';

const categoryOf = (code: string) => code.slice(0, 3).toUpperCase();
const inBlock = (guide: CaseGuideEntry, code: string) => {
  const category = categoryOf(code);
  return guide.first <= category && category <= guide.last;
};

/** The guide as answered: its block written out and the asked codes it covers. */
const toAnswer = (guide: CaseGuideEntry, codes: readonly string[]): CaseGuide => ({
  ...guide,
  block: guide.first === guide.last ? guide.first : `${guide.first}-${guide.last}`,
  codes: [...codes],
});

/**
 * The guides for `codes` (each code once, upper case), in the file's order, each naming the codes it covers;
 * every guide, with no codes, when `codes` is undefined.
 */
export function guidesFor(guides: readonly CaseGuideEntry[], codes: readonly string[] | undefined): CaseGuide[] {
  if (codes === undefined) return guides.map((guide) => toAnswer(guide, []));
  const asked = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  return guides.flatMap((guide) => {
    const covered = asked.filter((code) => inBlock(guide, code));
    return covered.length > 0 ? [toAnswer(guide, covered)] : [];
  });
}
