// The rubric is the schema: a copy of schemas/ with final-grading changed (an item added to section B, a maximum
// lowered in section A) gives a form with the new item, the new maxima and totals, and the new limits enforced,
// with no code change. The repository's own schema is untouched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { form as original, validateFns } from 'virtual:form/final-grading';
import { loadFormFiles, schemasDir } from '../../../src/engine/build/load-form-files';
import { SchemaForm } from '../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { runtimeValidator } from '../engine/support/runtime-validator';

const FILL_ALL = 'Please fill all scores before submitting';

interface Section {
  required: string[];
  properties: Record<string, Record<string, unknown>>;
  errorMessage: { required: Record<string, string> };
}

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-rubric-'));
  cpSync(schemasDir(), dir, { recursive: true });
  const file = join(dir, 'final-grading', 'schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, Section> };
  // As the schema's $comment says: a new item with its title, maximum and messages, listed as required…
  const sectionB = schema.properties.section_b!;
  sectionB.properties.professionalism = {
    title: 'Professionalism',
    type: 'number',
    minimum: 0,
    maximum: 5,
    multipleOf: 0.01,
    errorMessage: { type: 'Invalid number', minimum: 'Invalid number' },
  };
  sectionB.required.push('professionalism');
  sectionB.errorMessage.required.professionalism = FILL_ALL;
  // …and a reweighted item: Externals out of 8 instead of 10.
  schema.properties.section_a!.properties.externals!.maximum = 8;
  writeFileSync(file, JSON.stringify(schema, null, 2));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const total = (name: string) => screen.getByRole('status', { name });
const score = (name: string) => screen.getByRole('spinbutton', { name });

function renderCopy() {
  const files = loadFormFiles('final-grading', dir);
  const onSubmit = vi.fn();
  render(
    <SchemaForm
      registry={eyeCareRegistry}
      form={{ id: files.id, version: files.version, schema: files.schema, uiSchema: files.uiSchema }}
      validator={runtimeValidator()}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('final grading rubric from an edited copy of the schemas', () => {
  it('shows the new item and the maxima and totals of the copy', () => {
    renderCopy();
    const sectionB = screen.getByRole('group', { name: 'Section B (review and planning)' });
    const added = within(sectionB).getByRole('spinbutton', { name: 'Professionalism' });
    expect(added).toHaveAttribute('max', '5');
    expect(added).toHaveAccessibleDescription('/ 5');
    expect(score('Externals')).toHaveAttribute('max', '8');
    expect(score('Externals')).toHaveAccessibleDescription('/ 8');
    expect(total('Section A (procedures) total')).toHaveTextContent('0 / 63');
    expect(total('Section B (review and planning) total')).toHaveTextContent('0 / 40');
    expect(total('Grand total')).toHaveTextContent('0 / 103');
  });

  it('refuses the old maximum where it was lowered, and asks for the new item, on save', async () => {
    const { user, onSubmit } = renderCopy();
    await user.type(score('Externals'), '10');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(score('Externals')).toHaveAccessibleDescription(expect.stringContaining('Ensure this value is less than or equal to 8.'));
    expect(score('Professionalism')).toHaveAccessibleDescription(expect.stringContaining(FILL_ALL));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves full marks of the copy, new item included, with totals out of the new maxima', async () => {
    const { user, onSubmit } = renderCopy();
    const marks: Record<string, string> = {
      'Case History': '5',
      'Visual Acuity and Prelim test': '10',
      Externals: '8',
      Internals: '10',
      'Objective Refraction': '10',
      'Subjective Refraction': '10',
      'Other Investigative Procedures': '10',
      Diagnosis: '5',
      Management: '5',
      'Patient Education': '5',
      'Review + Evidence of Resolution': '5',
      "Clinician's Disposition": '5',
      Time: '5',
      'Logged Case': '5',
      Professionalism: '5',
    };
    for (const [name, value] of Object.entries(marks)) await user.type(score(name), value);
    expect(total('Section A (procedures) total')).toHaveTextContent('63 / 63');
    expect(total('Section B (review and planning) total')).toHaveTextContent('40 / 40');
    expect(total('Grand total')).toHaveTextContent('103 / 103');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ section_a: { externals: 8 }, section_b: { professionalism: 5 } });
  });

  it('leaves the repository’s schema as it was', () => {
    render(<SchemaForm registry={eyeCareRegistry} form={original} validateFns={validateFns} onSubmit={() => undefined} />);
    expect(screen.queryByRole('spinbutton', { name: 'Professionalism' })).not.toBeInTheDocument();
    expect(score('Externals')).toHaveAttribute('max', '10');
    expect(total('Grand total')).toHaveTextContent('0 / 100');
  });
});
