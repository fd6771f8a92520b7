import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

function renderSchema(schema: RJSFSchema, uiSchema: UiSchema = {}, formData?: object) {
  const onSubmit = vi.fn(async (_data: unknown) => undefined);
  render(
    <SchemaForm form={testForm('theme', schema, uiSchema)} validator={runtimeValidator()} formData={formData} onSubmit={onSubmit} />,
  );
  const submit = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.lastCall?.[0];
  };
  return { onSubmit, submit };
}

describe('theme widgets keep value types exact', () => {
  it('keeps clinical notation typed into a string field as the exact string', async () => {
    const { submit } = renderSchema({ type: 'object', properties: { sph: { type: 'string', title: 'SPH' }, axis: { type: 'string', title: 'AXIS' } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'SPH' }), '+1.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'AXIS' }), '090');
    expect(await submit()).toEqual({ sph: '+1.50', axis: '090' });
  });

  it('gives numbers for number and integer fields', async () => {
    const { submit } = renderSchema(
      {
        type: 'object',
        properties: { pd: { type: 'number', title: 'PD (mm)' }, age: { type: 'integer', title: 'Age' }, iop: { type: 'number', title: 'IOP' } },
      },
      { iop: { 'ui:widget': 'updown' } },
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'PD (mm)' }), '62.5');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Age' }), '42');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'IOP' }), '15');
    expect(await submit()).toEqual({ pd: 62.5, age: 42, iop: 15 });
  });

  it('keeps enum values as their own type in a select, a radio group and checkboxes', async () => {
    const { submit } = renderSchema(
      {
        type: 'object',
        properties: {
          grade: { type: 'string', title: 'Grade', enum: ['1', '2', 'NA'] },
          came: { type: 'boolean', title: 'Came with prescription' },
          eye: { type: 'string', title: 'Eye', enum: ['OD', 'OS'] },
          tests: { type: 'array', title: 'Tests', uniqueItems: true, items: { type: 'string', enum: ['oct', 'vf'] } },
          dilated: { type: 'boolean', title: 'Dilated' },
        },
      },
      {
        grade: { 'ui:enumNames': ['Grade 1', 'Grade 2', 'Not applicable'] },
        came: { 'ui:widget': 'radio' },
        eye: { 'ui:widget': 'radio' },
        tests: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['OCT', 'Visual field'] } },
      },
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Grade' }), 'Grade 2');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Came with prescription' })).getByLabelText('No'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Eye' })).getByLabelText('OS'));
    await userEvent.click(within(screen.getByRole('group', { name: 'Tests' })).getByLabelText('Visual field'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dilated' }));
    expect(await submit()).toEqual({ grade: '2', came: false, eye: 'OS', tests: ['vf'], dilated: true });
  });

  it('accepts a time and a date from their native inputs', async () => {
    const { submit } = renderSchema({
      type: 'object',
      properties: { at: { type: 'string', format: 'time', title: 'Recorded at' }, on: { type: 'string', format: 'date', title: 'On' } },
    });
    expect(screen.getByLabelText('Recorded at')).toHaveAttribute('type', 'time');
    await userEvent.type(screen.getByLabelText('Recorded at'), '09:30');
    await userEvent.type(screen.getByLabelText('On'), '2026-01-31');
    expect(await submit()).toEqual({ at: '09:30', on: '2026-01-31' });
  });
});

describe('theme templates', () => {
  it('labels array buttons with the item title and position', async () => {
    const { submit } = renderSchema({
      type: 'object',
      properties: {
        medications: {
          type: 'array',
          title: 'Medications',
          items: { type: 'object', title: 'Medication', properties: { name: { type: 'string', title: 'Name' } } },
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Medications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Medication' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Medication' }));
    const names = screen.getAllByRole('textbox', { name: 'Name' });
    await userEvent.type(names[0]!, 'Timolol');
    await userEvent.type(names[1]!, 'Latanoprost');
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Medication 1' }));
    expect(screen.queryByRole('button', { name: 'Remove Medication 2' })).not.toBeInTheDocument();
    expect(await submit()).toEqual({ medications: [{ name: 'Latanoprost' }] });
  });

  it('lays out an object in ui:options.columns columns, under its title as a section heading', () => {
    renderSchema(
      {
        type: 'object',
        title: 'Refraction',
        properties: {
          objective: { type: 'object', title: 'Objective', properties: { sph: { type: 'string', title: 'SPH' }, cyl: { type: 'string', title: 'CYL' } } },
        },
      },
      { objective: { 'ui:options': { columns: 2 } } },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Refraction' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Objective' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Objective' })).toBeInTheDocument();
    const grid = screen.getByRole('textbox', { name: 'SPH' }).closest('.sf-grid') as HTMLElement;
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(within(grid).getByRole('textbox', { name: 'CYL' })).toBeInTheDocument();
  });

  it('shows ui:help and the description under the field, as its accessible description', () => {
    renderSchema(
      { type: 'object', properties: { pd: { type: 'string', title: 'PD', description: 'Pupillary distance' } } },
      { pd: { 'ui:help': 'In millimetres' } },
    );
    expect(screen.getByRole('textbox', { name: 'PD' })).toHaveAccessibleDescription('Pupillary distance In millimetres');
  });
});

describe('messages no field shows', () => {
  it('are listed above the footer after a failed submit', async () => {
    const Silent = () => <p>Medication list</p>;
    const { onSubmit } = renderSchema(
      {
        type: 'object',
        properties: {
          medications: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
        },
      },
      { medications: { 'ui:field': Silent } },
      { medications: [{}] },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a choice settles its message when made', () => {
  it.each([
    ['radio', 'radiogroup'],
    ['select', 'combobox'],
  ] as const)('%s: after a failed submit, choosing clears the message before the control is left', async (widget, role) => {
    renderSchema(
      {
        type: 'object',
        required: ['chart'],
        properties: { chart: { type: 'string', title: 'Chart', enum: ['SNELLEN', 'LOGMAR'] }, note: { type: 'string', title: 'Note' } },
      },
      { chart: { 'ui:widget': widget } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const control = screen.getByRole(role, { name: 'Chart' });
    if (widget === 'radio') await userEvent.click(within(control).getByLabelText('SNELLEN'));
    else await userEvent.selectOptions(control, 'SNELLEN');
    // Still on the control (no blur yet): the message is already gone, so nothing below moves on the next click.
    expect(control.contains(document.activeElement) || document.activeElement === control).toBe(true);
    await waitFor(() => expect(screen.queryByText('This field is required.')).not.toBeInTheDocument());
  });
});
