import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

const schema = {
  type: 'object',
  properties: {
    weight_before: { type: 'number', title: 'Weight before' },
    weight_after: { type: 'number', title: 'Weight after' },
    pulse_before: { type: 'integer', title: 'Pulse before' },
    pulse_after: { type: 'integer', title: 'Pulse after' },
    note: { type: 'string', title: 'Note' },
  },
} as RJSFSchema;

const pairs = {
  headings: ['Before', 'After'],
  rows: [
    { title: 'Weight (kg)', fields: ['weight_before', 'weight_after'] },
    { title: 'Pulse', fields: ['pulse_before', 'pulse_after'] },
  ],
};

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

function renderRecord(data: object, uiSchema: UiSchema = { 'ui:options': { pairs } }) {
  return render(<SchemaForm form={testForm('pairs', schema, uiSchema)} validator={runtimeValidator()} formData={data} readOnly hideTitle />);
}

describe('read-only pairs (ui:options.pairs)', () => {
  it('reads each row of properties side by side under the headings of ui.json, labelled once by its title', () => {
    renderRecord({ weight_before: 71.5, weight_after: 70, pulse_after: 64, note: 'Fasting' });
    expect(valueOf('Weight (kg)')).toHaveTextContent('Before71.5After70');
    // A column with nothing recorded is left out; the other keeps its column.
    expect(valueOf('Pulse')).toHaveTextContent(/^After64$/);
    expect(valueOf('Note')).toHaveTextContent('Fasting');
    for (const title of ['Weight before', 'Weight after', 'Pulse before', 'Pulse after']) {
      expect(screen.queryByText(title, { selector: 'dt' })).not.toBeInTheDocument();
    }
  });

  it('leaves out a row with nothing recorded', () => {
    renderRecord({ weight_before: 71.5, note: 'Fasting' });
    expect(screen.queryByText('Pulse', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Weight (kg)', 'Note']);
  });

  it('without pairs, every property is its own row, whatever its name', () => {
    renderRecord({ weight_before: 71.5, weight_after: 70 }, {});
    expect(valueOf('Weight before')).toHaveTextContent('71.5');
    expect(valueOf('Weight after')).toHaveTextContent('70');
  });
});
