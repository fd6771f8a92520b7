import { describe, expect, it } from 'vitest';
import icd10 from '../../../refdata/icd10-eye.json';
import { matchRank, rankByMatch } from '../../../src/lib/search-rank';
import { filterGroups } from '../../../src/widgets/search-combobox';
import { codeLabel } from '../../../src/widgets/diagnosis-picker-field';

const codeLabels = icd10.map((entry, index) => codeLabel({ id: index + 1, ...entry }));
const search = (query: string) => filterGroups([{ options: codeLabels.map((label) => ({ value: label, label })) }], query)[0]?.options.map((o) => o.label) ?? [];

describe('matchRank', () => {
  it('ranks a label start, a whole word, a word start, then any other place', () => {
    expect(matchRank('Red eye', 'red')).toBe(0);
    expect(matchRank('H10.9 — Red eye', 'red')).toBe(1);
    expect(matchRank('Reddened lid', 'Red ')).toBe(0);
    expect(matchRank('H10 — Reddened lid', 'red')).toBe(2);
    expect(matchRank('Blurred vision', 'red')).toBe(3);
    expect(matchRank('Blurred vision', 'glaucoma')).toBeNull();
  });

  it('keeps the given order within a rank and everything for a blank query', () => {
    const labels = ['Blurred vision', 'Red eye', 'Hereditary dystrophy', 'Painful red eye', 'Myopia'];
    expect(rankByMatch(labels, 'RED', (label) => label)).toEqual(['Red eye', 'Painful red eye', 'Blurred vision', 'Hereditary dystrophy']);
    expect(rankByMatch(labels, '  ', (label) => label)).toEqual(labels);
  });
});

describe('the diagnosis code search (ICD-10-CM list of refdata/icd10-eye.json)', () => {
  it('answers the codes starting with a code prefix first, in code order', () => {
    const found = search('H40');
    const prefixed = codeLabels.filter((label) => label.startsWith('H40'));
    expect(prefixed.length).toBeGreaterThan(10);
    expect(found.slice(0, prefixed.length)).toEqual(prefixed);
  });

  it('answers whole words before word starts before a match inside a word', () => {
    expect(search('ocular')[0]).toBe('H40.05 — Ocular hypertension');
    expect(search('ocular').indexOf('H02.72 — Madarosis of eyelid and periocular area')).toBeGreaterThan(0);
    const cyst = search('cyst');
    expect(cyst[0]).toBe('H35.34 — Macular cyst, hole, or pseudohole');
    expect(cyst.indexOf('H02.82 — Cysts of eyelid')).toBeLessThan(cyst.indexOf('H04.32 — Acute dacryocystitis'));
    const retina = search('retina');
    expect(retina.indexOf('H33 — Retinal detachments and breaks')).toBeLessThan(retina.indexOf('H30 — Chorioretinal inflammation'));
  });
});
