/** Contracts of the Case Management Guide (issue 22): the guides of schemas/consultation/case-guides.json. */
import { closedObject, ref } from './shapes';

const text = (description: string) => ({ type: 'string', description }) as const;
const category = (description: string) => ({ type: 'string', pattern: '^[A-Z][0-9]{2}$', description }) as const;

export const CaseGuide = {
  $id: 'CaseGuide',
  ...closedObject(
    null,
    {
      id: text('A stable name of the guide.'),
      first: category("The block's first ICD-10-CM category, e.g. H40."),
      last: category("The block's last ICD-10-CM category, e.g. H42."),
      block: text('The block as written, e.g. H40-H42 (H52 for a block of one category).'),
      title: text('The diagnosis group, e.g. Glaucoma.'),
      assessment: text('What to assess and record (markdown-like: paragraphs, lines starting with "- " are bullets).'),
      management: text('Management within optometric practice (markdown-like).'),
      referral: text('When and how urgently to refer (markdown-like).'),
      advice: text('What to tell the patient (markdown-like).'),
      codes: { type: 'array', items: { type: 'string' }, description: 'The asked codes that fall in the block, in the order asked.' },
    },
    'The guide of one diagnosis group (an ICD-10-CM block).',
  ),
} as const;

export const CaseGuides = {
  $id: 'CaseGuides',
  type: 'array',
  description: 'The guides of the blocks the asked codes fall in, in the order of the guide file.',
  items: ref('CaseGuide'),
} as const;

export const CASE_GUIDE_CONTRACTS = [CaseGuide, CaseGuides];
