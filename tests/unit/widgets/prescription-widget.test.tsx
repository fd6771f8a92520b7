import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { renderForm } from './support/render-form';

// The notation rules (patterns, messages) are the shared definitions', the step the uiSchema's: none in the widget.
const defs = sharedDefinitions.$defs;
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    rx_sph_od: { ...defs.sph, title: 'SPH OD' },
    rx_cyl_od: { ...defs.cyl, title: 'CYL OD' },
    rx_axis_od: { ...defs.axis, title: 'AXIS OD' },
    rx_add_od: { ...defs.add, title: 'ADD OD' },
  },
} as RJSFSchema;
const uiSchema = {
  rx_sph_od: { 'ui:widget': 'prescription', 'ui:options': { kind: 'sph', step: 0.25 } },
  rx_cyl_od: { 'ui:widget': 'prescription', 'ui:options': { kind: 'cyl' } },
  rx_axis_od: { 'ui:widget': 'prescription', 'ui:options': { kind: 'axis' } },
  rx_add_od: { 'ui:widget': 'prescription', 'ui:options': { kind: 'add' } },
};

describe('prescription widget', () => {
  it('keeps what is typed and tidies it on blur', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema });
    const sph = screen.getByRole('textbox', { name: 'SPH OD' });
    await user.type(sph, '+1.5');
    expect(data().rx_sph_od).toBe('+1.5');
    await user.tab();
    expect(sph).toHaveValue('+1.50');
    expect(data().rx_sph_od).toBe('+1.50');

    await user.type(screen.getByRole('textbox', { name: 'CYL OD' }), '-.75');
    await user.type(screen.getByRole('textbox', { name: 'AXIS OD' }), '090');
    await user.type(screen.getByRole('textbox', { name: 'ADD OD' }), '2');
    await user.tab();
    expect(data()).toMatchObject({ rx_cyl_od: '-0.75', rx_axis_od: '90', rx_add_od: '+2.00' });
  });

  it('never guesses the sign of a sphere: it keeps "1.5" and asks for + or -', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema });
    const sph = screen.getByRole('textbox', { name: 'SPH OD' });
    await user.type(sph, '1.5');
    await user.tab();
    expect(sph).toHaveValue('1.5');
    expect(data().rx_sph_od).toBe('1.5');
    expect(sph).toHaveAccessibleDescription('Invalid SPH format. Must start with + or -');
    expect(screen.getByRole('button', { name: 'Increase SPH OD by 0.25' })).toBeDisabled();
  });

  it('steps the sphere by 0.25 with its buttons and with the arrow keys', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, formData: { rx_sph_od: '-1.00' } });
    await user.click(screen.getByRole('button', { name: 'Increase SPH OD by 0.25' }));
    expect(data().rx_sph_od).toBe('-0.75');
    await user.click(screen.getByRole('button', { name: 'Decrease SPH OD by 0.25' }));
    await user.click(screen.getByRole('button', { name: 'Decrease SPH OD by 0.25' }));
    expect(data().rx_sph_od).toBe('-1.25');

    const sph = screen.getByRole('textbox', { name: 'SPH OD' });
    await user.click(sph);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(sph).toHaveValue('+0.25');
    await user.keyboard('{ArrowDown}');
    expect(data().rx_sph_od).toBe('+0.00');
    expect(screen.queryByRole('button', { name: /CYL OD by 0.25/ })).not.toBeInTheDocument();
  });

  it('empties to no value', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, formData: { rx_axis_od: '90' } });
    await user.clear(screen.getByRole('textbox', { name: 'AXIS OD' }));
    expect(data().rx_axis_od).toBeUndefined();
  });
});
