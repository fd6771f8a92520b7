import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { enumNamesByValue } from '../../../src/engine/enum-names';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

/** A composite field with plain inputs that reports changes but never RJSF's onBlur. */
function PairField({ formData, onChange, fieldPathId, rawErrors: _rawErrors, errorSchema }: FieldProps) {
  const data = (formData ?? {}) as Record<string, string | undefined>;
  const errorsOf = (eye: string) => ((errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[eye]?.__errors ?? []).join(' ');
  return (
    <div>
      {['od', 'os'].map((eye) => (
        <p key={eye}>
          <input
            aria-label={`SPH ${eye.toUpperCase()}`}
            value={data[eye] ?? ''}
            onChange={(event) => onChange({ ...data, [eye]: event.target.value || undefined }, fieldPathId.path)}
          />
          <span>{errorsOf(eye)}</span>
        </p>
      ))}
    </div>
  );
}

const pairSchema = {
  type: 'object',
  properties: {
    sph: {
      type: 'object',
      title: 'SPH',
      properties: {
        od: { type: 'string', pattern: '^[+-]', errorMessage: { pattern: 'Invalid SPH format. Must start with + or -' } },
        os: { type: 'string' },
      },
    },
    note: { type: 'string', title: 'Note' },
  },
} as RJSFSchema;

describe('custom fields', () => {
  it('get live validation on blur even when they do not report it to RJSF', async () => {
    render(
      <SchemaForm
        form={testForm('pair', pairSchema, { sph: { 'ui:field': PairField } })}
        validator={runtimeValidator()}
        onSubmit={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'SPH OD' }), '1.25');
    expect(screen.queryByText('Invalid SPH format. Must start with + or -')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Invalid SPH format. Must start with + or -')).toBeInTheDocument();
  });
});

describe('choices', () => {
  /** The enum of `type` is narrowed (and reordered by the merge) once a prescription is declared. */
  const schema: RJSFSchema = {
    type: 'object',
    properties: {
      came: { type: 'boolean', title: 'Came with a prescription?' },
      type: { type: ['string', 'null'], title: 'Prescription type', enum: ['GLASSES', 'CONTACTS', null] },
      urgent: { type: 'boolean', title: 'Urgent' },
    },
    required: ['came'],
    if: { properties: { came: { const: true } }, required: ['came'] },
    then: { required: ['type'], properties: { type: { enum: ['CONTACTS', 'GLASSES'] } } },
  };
  const uiSchema: UiSchema = {
    came: { 'ui:widget': 'radio' },
    type: { 'ui:widget': 'radio', 'ui:enumNames': ['Spectacles', 'Contact Lenses'], 'ui:enumOrder': ['GLASSES', 'CONTACTS'] },
    urgent: { 'ui:widget': 'checkbox' },
  };

  it('label each value by its own name, whatever order a conditional schema gives the enum', async () => {
    const onSubmit = vi.fn();
    render(
      <SchemaForm form={testForm('choices', schema, uiSchema)} validator={runtimeValidator()} formData={{ came: true, type: 'GLASSES' }} onSubmit={onSubmit} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Prescription type' });
    expect(within(group).getByRole('radio', { name: 'Spectacles' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Contact Lenses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).toHaveBeenCalledWith({ came: true, type: 'CONTACTS' });
  });

  it('show the chosen label in read-only mode too', () => {
    render(<SchemaForm form={testForm('choices', schema, uiSchema)} validator={runtimeValidator()} formData={{ came: true, type: 'GLASSES' }} readOnly />);
    expect(screen.getByText('Prescription type', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Spectacles');
  });

  it('leave a required yes/no question unanswered, mark its group invalid, and name a lone checkbox once', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm form={testForm('choices', schema, uiSchema)} validator={runtimeValidator()} onSubmit={onSubmit} />);
    expect(screen.getByRole('checkbox', { name: 'Urgent' })).toHaveAccessibleName('Urgent');
    expect(screen.getAllByText('Urgent')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const group = screen.getByRole('radiogroup', { name: 'Came with a prescription?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rewrite positional enum names by value without touching the given uiSchema', () => {
    const rewritten = enumNamesByValue(schema, uiSchema);
    expect(rewritten.type['ui:enumNames']).toEqual({ GLASSES: 'Spectacles', CONTACTS: 'Contact Lenses', null: 'null' });
    expect(uiSchema.type['ui:enumNames']).toEqual(['Spectacles', 'Contact Lenses']);
    expect(enumNamesByValue(schema, uiSchema)).toBe(rewritten);
    const plain: UiSchema = { came: { 'ui:widget': 'radio' } };
    expect(enumNamesByValue(schema, plain)).toBe(plain);
  });
});
