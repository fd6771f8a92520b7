import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { renderForm } from './support/render-form';

// A VA input's rules (chart lines, pattern, messages) are its schema's: here the shared Snellen definition.
const snellenVa = sharedDefinitions.$defs.snellenVa as RJSFSchema;

const schema: RJSFSchema = {
  title: 'Visual acuity',
  type: 'object',
  properties: {
    va_chart_used: { title: 'VA chart', type: 'string', enum: ['SNELLEN', 'LOGMAR', 'Others'] },
    distance_unaided_od: { ...snellenVa, title: 'Unaided OD' },
    distance_unaided_os: { ...snellenVa, title: 'Unaided OS' },
    rx_sph_od: { title: 'SPH OD', type: 'string', pattern: '^[+-]\\d{1,2}(\\.(00|25|50|75))?$' },
    rx_sph_os: { title: 'SPH OS', type: 'string', pattern: '^[+-]\\d{1,2}(\\.(00|25|50|75))?$' },
    remarks: { title: 'Remarks', type: 'string' },
  },
};
const uiSchema = {
  'ui:field': 'odOsPair',
  distance_unaided_od: { 'ui:widget': 'visualAcuity', 'ui:options': { chartField: 'va_chart_used' } },
  distance_unaided_os: { 'ui:widget': 'visualAcuity', 'ui:options': { chartField: 'va_chart_used' } },
  rx_sph_od: { 'ui:widget': 'prescription', 'ui:options': { kind: 'sph' } },
  rx_sph_os: { 'ui:widget': 'prescription', 'ui:options': { kind: 'sph' } },
};

const follows = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('odOsPair field', () => {
  it('puts each pair side by side, OD (right eye) first, and other properties on their own', () => {
    renderForm({ schema, uiSchema, formData: { va_chart_used: 'SNELLEN' } });
    expect(screen.getByText('OD (right eye)')).toBeInTheDocument();
    expect(screen.getByText('OS (left eye)')).toBeInTheDocument();

    const pair = screen.getByRole('group', { name: 'Distance unaided' });
    const [od, os] = within(pair).getAllByRole('combobox');
    expect(od).toHaveAccessibleName('Unaided OD');
    expect(os).toHaveAccessibleName('Unaided OS');
    expect(od!.closest('[data-eye]')).toHaveAttribute('data-eye', 'OD');
    expect(os!.closest('[data-eye]')).toHaveAttribute('data-eye', 'OS');
    expect(follows(od!, os!)).toBe(true);

    const rx = screen.getByRole('group', { name: 'Rx sph' });
    expect(within(rx).getAllByRole('textbox').map((input) => input.id)).toEqual(['root_rx_sph_od', 'root_rx_sph_os']);
    const chart = screen.getByRole('combobox', { name: 'VA chart' });
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    expect(chart.closest('[role="group"]')).toBeNull();
    expect(remarks.closest('[role="group"]')).toBeNull();
  });

  it('renders each property with its own widget and validation', async () => {
    const { data } = renderForm({ schema, uiSchema, formData: { va_chart_used: 'SNELLEN' }, liveValidate: true });
    await userEvent.type(screen.getByRole('combobox', { name: 'Unaided OS' }), '6/12');
    expect(screen.getByRole('combobox', { name: 'Unaided OS' })).toHaveAccessibleDescription(/LogMAR 0\.30/);
    await userEvent.type(screen.getByRole('textbox', { name: 'SPH OD' }), '1');
    expect(data().rx_sph_od).toBe('1');
    expect(screen.getByRole('textbox', { name: 'SPH OD' })).toHaveAccessibleDescription(/must match pattern/);
  });

  it("copies the filled OD values to OS with 'Copy OD → OS'", async () => {
    const formData = { va_chart_used: 'SNELLEN', distance_unaided_od: '6/9', rx_sph_os: '-2.00', remarks: 'x' };
    const { data } = renderForm({ schema, uiSchema, formData });
    await userEvent.click(screen.getByRole('button', { name: 'Copy OD → OS' }));
    expect(data()).toEqual({ ...formData, distance_unaided_os: '6/9' });
    expect(screen.getByRole('combobox', { name: 'Unaided OS' })).toHaveValue('6/9');
    expect(screen.getByRole('textbox', { name: 'SPH OS' })).toHaveValue('-2.00');
    expect(screen.getByRole('button', { name: 'Copy OD → OS' })).toBeDisabled();
  });

  it('pairs properties named exactly od and os', () => {
    renderForm({
      schema: {
        type: 'object',
        title: 'IOP',
        properties: { od: { title: 'Right', type: 'string' }, os: { title: 'Left', type: 'string' } },
      },
      uiSchema: { 'ui:field': 'odOsPair' },
    });
    expect(screen.getByRole('group', { name: 'IOP' })).toBeInTheDocument();
    const pair = screen.getByRole('group', { name: 'OD and OS' });
    expect(within(pair).getAllByRole('textbox').map((input) => input.getAttribute('id'))).toEqual(['root_od', 'root_os']);
  });
});
