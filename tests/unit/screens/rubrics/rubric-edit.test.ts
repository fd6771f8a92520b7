import { describe, expect, it } from 'vitest';
import {
  addItem,
  addSection,
  FILL_ALL_SCORES,
  itemKeysOf,
  relabelNewItem,
  keyFromLabel,
  marksMaximumOf,
  moveItem,
  remarksBoundOf,
  removeItem,
  removeSection,
  rubricMaximum,
  sectionsOf,
  setLabel,
  setMarksMaximum,
  setMaximum,
  setRemarksBound,
  type Json,
} from '../../../../src/screens/rubrics/rubric-edit';
import gradingSchema from '../../../../schemas/final-grading/schema.json';
import gradingUi from '../../../../schemas/final-grading/ui.json';
import marksSchema from '../../../../schemas/section-marks/schema.json';

const ui = gradingUi as Json;
type Section = { properties: Json; required: string[]; errorMessage: { required: Json }; totalMaximum?: number };
const section = (s: Json, key: string) => (s.properties as Record<string, Section>)[key]!;
/** The shipped rubric, its sections naming their totals as the rubric model reads them. */
const schema = structuredClone(gradingSchema) as Json;
Object.assign(section(schema, 'section_a'), { totalKey: 'totalA' });
Object.assign(section(schema, 'section_b'), { totalKey: 'totalB' });

/** Every item is required and has its message; declared totals equal the sums. */
function expectConsistent(s: Json) {
  for (const part of sectionsOf(s, ui)) {
    const raw = section(s, part.key);
    expect(raw.required).toEqual(part.items.map((item) => item.key));
    expect(Object.keys(raw.errorMessage.required)).toEqual(part.items.map((item) => item.key));
    if ('totalMaximum' in raw) expect(raw.totalMaximum).toBe(part.maximum);
  }
  if ('totalMaximum' in s) expect(s.totalMaximum).toBe(rubricMaximum(s, ui));
}

describe('rubric-edit', () => {
  it('reads the shipped rubric: two sections of seven items, 65 and 35', () => {
    const sections = sectionsOf(schema, ui);
    expect(sections.map((s) => [s.key, s.totalKey, s.items.length, s.maximum])).toEqual([
      ['section_a', 'totalA', 7, 65],
      ['section_b', 'totalB', 7, 35],
    ]);
    expect(rubricMaximum(schema, ui)).toBe(100);
  });

  it('derives keys from labels: snake case, bounded, starting with a letter, unique', () => {
    expect(keyFromLabel('Pupil Reflexes (direct)')).toBe('pupil_reflexes_direct');
    expect(keyFromLabel('Clinician’s Disposition')).toBe('clinician_s_disposition');
    expect(keyFromLabel('3D vision')).toBe('item_3d_vision');
    expect(keyFromLabel('  ')).toBe('item');
    expect(keyFromLabel('Time', ['time'])).toBe('time_2');
    expect(keyFromLabel('x'.repeat(90)).length).toBeLessThanOrEqual(40);
  });

  it('adds an item at the end, required with the section message, without changing the input', () => {
    const before = JSON.stringify(schema);
    const next = addItem(schema, 'section_a', 'Pupil Reflexes', 5);
    expect(JSON.stringify(schema)).toBe(before);
    const added = section(next, 'section_a').properties.pupil_reflexes as Json;
    expect(added).toMatchObject({ title: 'Pupil Reflexes', type: 'number', minimum: 0, maximum: 5, multipleOf: 0.01 });
    expect(added.errorMessage).toEqual({ type: 'Invalid number', minimum: 'Invalid number' });
    expect(section(next, 'section_a').errorMessage.required.pupil_reflexes).toBe(FILL_ALL_SCORES);
    expect(sectionsOf(next, ui)[0]!.maximum).toBe(70);
    expectConsistent(next);
  });

  it('keeps declared totalMaximum (sections and root) equal to the sums', () => {
    const declared = structuredClone(schema);
    section(declared, 'section_a').totalMaximum = 65;
    section(declared, 'section_b').totalMaximum = 35;
    declared.totalMaximum = 100;
    let next = setMaximum(declared, 'section_a', 'case_history', 7.5);
    next = addItem(next, 'section_b', 'Referral letter', 2);
    next = removeItem(next, 'section_b', 'time');
    expect(section(next, 'section_a').totalMaximum).toBe(67.5);
    expect(section(next, 'section_b').totalMaximum).toBe(32);
    expect(next.totalMaximum).toBe(99.5);
    expectConsistent(next);
  });

  it('removes an item with its required entries', () => {
    const next = removeItem(schema, 'section_b', 'logged_case');
    expect(section(next, 'section_b').properties).not.toHaveProperty('logged_case');
    expect(section(next, 'section_b').required).not.toContain('logged_case');
    expect(sectionsOf(next, ui)[1]!.maximum).toBe(30);
    expectConsistent(next);
  });

  it('moves an item up and down, keeping required in the same order; nothing moves past either end', () => {
    const down = moveItem(schema, 'section_a', 'case_history', 1);
    expect(sectionsOf(down, ui)[0]!.items.slice(0, 2).map((i) => i.key)).toEqual(['visual_acuity_prelim', 'case_history']);
    expectConsistent(down);
    const up = moveItem(down, 'section_a', 'case_history', -1);
    expect(JSON.stringify(up)).toBe(JSON.stringify(schema));
    expect(moveItem(schema, 'section_a', 'case_history', -1)).toBe(schema);
    expect(moveItem(schema, 'section_a', 'other_investigative_procedures', 1)).toBe(schema);
  });

  it('renames an item by its title only: the key stays', () => {
    const next = setLabel(schema, 'section_a', 'externals', 'External Examination');
    expect(sectionsOf(next, ui)[0]!.items[2]).toEqual({ key: 'externals', label: 'External Examination', maximum: 10 });
  });

  it('adds a section before remarks with one item, and removes it again', () => {
    const added = addSection(schema, ui, 'Section C (communication)', { label: 'Rapport', maximum: 10 });
    expect(added.key).toBe('section_c');
    expect(added.ui['ui:order']).toEqual(['section_a', 'section_b', 'section_c', 'remarks']);
    expect(Object.keys(added.schema.properties as Json)).toEqual(['section_a', 'section_b', 'section_c', 'remarks']);
    expect(added.schema.required).toEqual(['section_a', 'section_b', 'section_c']);
    const sections = sectionsOf(added.schema, added.ui);
    expect(sections[2]).toMatchObject({ key: 'section_c', totalKey: 'totalC', maximum: 10, items: [{ key: 'rapport', label: 'Rapport', maximum: 10 }] });
    expectConsistent(added.schema);
    const removed = removeSection(added.schema, added.ui, 'section_c');
    expect(JSON.stringify(removed.schema)).toBe(JSON.stringify(schema));
    expect(removed.ui['ui:order']).toEqual(ui['ui:order']);
  });

  it('edits the section marks: the maximum of marks and the bound of remarks', () => {
    const marks = marksSchema as Json;
    expect(marksMaximumOf(marks)).toBe(100);
    expect(remarksBoundOf(marks)).toBe(2000);
    const next = setRemarksBound(setMarksMaximum(marks, 20), 500);
    expect(marksMaximumOf(next)).toBe(20);
    expect(remarksBoundOf(next)).toBe(500);
    expect((next.properties as Json).remarks).toEqual({ type: 'string', maxLength: 500, title: 'Remarks' });
    expect(marksMaximumOf(marks)).toBe(100);
  });
});

describe('rubric-edit: new items', () => {
  it('a new item’s key follows its label until saved; its place and required entries stay', () => {
    const added = addItem(schema, 'section_a', 'New item', 5);
    const next = relabelNewItem(added, 'section_a', 'new_item', 'Pupils');
    const items = sectionsOf(next, ui)[0]!.items;
    expect(items[items.length - 1]).toEqual({ key: 'pupils', label: 'Pupils', maximum: 5 });
    expect(section(next, 'section_a').required).toContain('pupils');
    expect(section(next, 'section_a').required).not.toContain('new_item');
    expectConsistent(next);
    expect(itemKeysOf(schema).has('section_a/case_history')).toBe(true);
    expect(itemKeysOf(next).has('section_a/pupils')).toBe(true);
  });
});
