import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { form, validateFns } from 'virtual:form/absent-request';
import { SchemaForm } from '../../../src/engine/schema-form';
import validBasic from '../../../schemas/absent-request/fixtures/valid-basic.json';
import { runtimeValidator, testForm } from './support/runtime-validator';

/** The value shown beside a label in a definition list. */
function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('SchemaForm (read-only)', () => {
  it('shows the values as text (dates day first), with no control and no footer', () => {
    render(<SchemaForm form={form} validateFns={validateFns} formData={validBasic} readOnly />);
    expect(screen.getByRole('heading', { name: 'Make Request' })).toBeInTheDocument();
    expect(valueOf('From date')).toBe('1 Dec 2026');
    expect(valueOf('To date')).toBe('3 Dec 2026');
    expect(valueOf('Reason')).toBe('Conference');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('input, textarea, select')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  });

  it('leaves out the fields with nothing recorded', () => {
    render(<SchemaForm form={form} validateFns={validateFns} formData={{ from_date: '2026-12-01' }} readOnly />);
    expect(valueOf('From date')).toBe('1 Dec 2026');
    expect(screen.queryByText('To date')).not.toBeInTheDocument();
    expect(screen.queryByText('Reason')).not.toBeInTheDocument();
  });

  it("says 'Nothing recorded.' when nothing at all was recorded", () => {
    render(<SchemaForm form={form} validateFns={validateFns} formData={{ reason: '  ' }} readOnly />);
    expect(screen.getByText('Nothing recorded.')).toBeInTheDocument();
    expect(document.querySelector('dl')).toBeNull();
  });

  it('shows enum values by their labels, and nested sections and lists', () => {
    const definition = testForm(
      'read-only-labels',
      {
        type: 'object',
        properties: {
          eye: { type: 'string', title: 'Eye', enum: ['OD', 'OS'] },
          method: {
            type: 'string',
            title: 'Method',
            oneOf: [
              { const: 'retinoscopy', title: 'Retinoscopy' },
              { const: 'auto', title: 'AutoRefraction' },
            ],
          },
          dilated: { type: 'boolean', title: 'Dilated' },
          tests: {
            type: 'array',
            title: 'Tests',
            items: { type: 'string', enum: ['oct', 'vf'] },
            uniqueItems: true,
          },
          findings: {
            type: 'array',
            title: 'Findings',
            items: { type: 'object', title: 'Finding', properties: { note: { type: 'string', title: 'Note' } } },
          },
          lens: { type: 'object', title: 'Lens', properties: { sph: { type: 'string', title: 'SPH' } } },
        },
      },
      {
        eye: { 'ui:enumNames': ['Right eye (OD)', 'Left eye (OS)'] },
        tests: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['OCT', 'Visual field'] } },
      },
    );
    render(
      <SchemaForm
        form={definition}
        validator={runtimeValidator()}
        formData={{
          eye: 'OS',
          method: 'auto',
          dilated: false,
          tests: ['oct', 'vf'],
          findings: [{ note: 'Clear' }, { note: 'Hazy' }],
          lens: { sph: '+1.25' },
        }}
        readOnly
      />,
    );
    expect(valueOf('Eye')).toBe('Left eye (OS)');
    expect(valueOf('Method')).toBe('AutoRefraction');
    expect(valueOf('Dilated')).toBe('No');
    expect(valueOf('Tests')).toBe('OCT, Visual field');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['NoteClear', 'NoteHazy']);
    expect(valueOf('SPH')).toBe('+1.25');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
