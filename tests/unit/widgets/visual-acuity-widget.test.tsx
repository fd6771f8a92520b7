import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import conversions from '../../../refdata/va-conversions.json';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import { form as visualAcuity } from 'virtual:form/visual-acuity';
import { renderForm } from './support/render-form';

// The rules are the schema's, resolved for the chart chosen as in schemas/visual-acuity (the shared definitions):
// the widget reads them from the schema it is given.
const defs = sharedDefinitions.$defs;
const chartRule = (chart: string, rule: object) => ({
  if: { properties: { va_chart_used: { const: chart } }, required: ['va_chart_used'] },
  then: { properties: { distance_unaided_od: rule } },
});
const schema: RJSFSchema = {
  type: 'object',
  properties: {
    va_chart_used: { title: 'VA chart', type: 'string', enum: ['SNELLEN', 'LOGMAR', 'Others'] },
    distance_unaided_od: { title: 'Unaided OD', type: 'string' },
    near_va_od: { ...defs.nearVa, title: 'Near OD' },
  },
  allOf: [chartRule('SNELLEN', defs.snellenVa), chartRule('LOGMAR', defs.logmarVa)],
} as RJSFSchema;
// The conversion table is reference data the screen gives through the form context.
const context = { referenceData: { vaConversions: conversions } };
const uiSchema = {
  distance_unaided_od: { 'ui:widget': 'visualAcuity', 'ui:options': { chartField: 'va_chart_used', kind: 'distance' } },
  near_va_od: { 'ui:widget': 'visualAcuity', 'ui:options': { chartField: 'va_chart_used', kind: 'near' } },
};

describe('visualAcuity widget', () => {
  it('shows a Snellen 6/12 as LogMAR 0.30 and decimal 0.50', async () => {
    const { data } = renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'SNELLEN' } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Unaided OD' }), '6/12');
    expect(data().distance_unaided_od).toBe('6/12');
    expect(screen.getByRole('combobox', { name: 'Unaided OD' })).toHaveAccessibleDescription(
      'LogMAR 0.30 · Decimal 0.50',
    );
  });

  it('shows a LogMAR 0.30 as Snellen 6/12 and decimal 0.50', async () => {
    renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'LOGMAR', distance_unaided_od: '0.30' } });
    expect(screen.getByRole('combobox', { name: 'Unaided OD' })).toHaveAccessibleDescription(
      'Snellen 6/12 · Decimal 0.50',
    );
  });

  it('follows a change of chart made elsewhere in the form', async () => {
    renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'SNELLEN', distance_unaided_od: '6/12' } });
    const input = screen.getByRole('combobox', { name: 'Unaided OD' });
    expect(input).toHaveAccessibleDescription('LogMAR 0.30 · Decimal 0.50');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'VA chart' }), 'LOGMAR');
    expect(input).toHaveAccessibleDescription('Value must be between -0.02 and 3.5 (decimal)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('6/12');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'VA chart' }), 'Others');
    expect(input).toHaveAccessibleDescription('');
  });
});

describe('visualAcuity widget feedback', () => {
  it('offers the chart denominators and off-chart notations while typing', () => {
    renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'SNELLEN' } });
    const input = screen.getByRole('combobox', { name: 'Unaided OD' });
    const list = document.getElementById(input.getAttribute('list') ?? '');
    const values = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(values).toEqual([
      '6/5', '6/6', '6/7.5', '6/9', '6/12', '6/15', '6/18', '6/21', '6/24', '6/30', '6/36', '6/48', '6/60', '6/75', '6/120',
      'CF', 'HM', 'PL', 'NPL',
    ]);
  });

  it('expects 6/N from the chart for Snellen, and accepts the off-chart notations', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'SNELLEN' } });
    const input = screen.getByRole('combobox', { name: 'Unaided OD' });
    // Off the chart's lines but accepted on save: a hint, the input not marked invalid.
    await user.type(input, '6/10');
    expect(input).toHaveAccessibleDescription('Not a standard 6 m chart line (6/5 … 6/120); saved as typed. LogMAR 0.22 · Decimal 0.60');
    expect(input).not.toHaveAttribute('aria-invalid');
    // Refused on save: the schema's message, the input marked invalid.
    await user.clear(input);
    await user.type(input, '6-10');
    expect(input).toHaveAccessibleDescription('Use Snellen notation such as 6/6 or 6/18 (or CF, HM, PL, NPL).');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'cf');
    await user.tab();
    expect(data().distance_unaided_od).toBe('CF');
    expect(input).toHaveAccessibleDescription('LogMAR 1.90 (conventional value for CF)');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('writes LogMAR decimals with two places on blur and flags values out of range', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'LOGMAR' } });
    const input = screen.getByRole('combobox', { name: 'Unaided OD' });
    await user.type(input, '.3');
    await user.tab();
    expect(data().distance_unaided_od).toBe('0.30');
    await user.clear(input);
    await user.type(input, '3.6');
    expect(input).toHaveAccessibleDescription('Value must be between -0.02 and 3.5 (decimal)');
  });

  it('reads near VA in M or N notation whatever the chart', async () => {
    const user = userEvent.setup();
    const { data } = renderForm({ schema, uiSchema, context, formData: { va_chart_used: 'LOGMAR' } });
    const near = screen.getByRole('combobox', { name: 'Near OD' });
    await user.type(near, 'n5');
    await user.tab();
    expect(data().near_va_od).toBe('N5');
    expect(near).toHaveAccessibleDescription('');
    await user.clear(near);
    await user.type(near, '6/6');
    expect(near).toHaveAccessibleDescription('Invalid MN notation');
  });
});

describe('visualAcuity widget in the real form', () => {
  it("takes the Snellen chart lines of its hint from the schema: other lines in a copy of the schema, another hint", async () => {
    const user = userEvent.setup();
    const copy = structuredClone(visualAcuity.schema) as RJSFSchema & { $defs: Record<string, RJSFSchema> };
    copy.$defs.snellenVa!.examples = ['6/8', '6/10', 'CF'];
    renderForm({ schema: copy, uiSchema: visualAcuity.uiSchema, formData: {}, context });
    await user.click(screen.getByRole('radio', { name: 'Snellen' }));
    const [od] = within(screen.getByRole('group', { name: 'Distance unaided' })).getAllByRole('combobox');
    await user.type(od!, '6/8');
    expect(od).toHaveAccessibleDescription('LogMAR 0.12 · Decimal 0.75');
    await user.clear(od!);
    await user.type(od!, '6/12');
    expect(od).toHaveAccessibleDescription('Not a standard 6 m chart line (6/5 … 6/120); saved as typed. LogMAR 0.30 · Decimal 0.50');
    expect(od).not.toHaveAttribute('aria-invalid');
    const list = document.getElementById(od!.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['6/8', '6/10', 'CF']);
  });
});
