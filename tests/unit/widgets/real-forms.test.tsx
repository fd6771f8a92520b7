import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { form as caseHistory } from 'virtual:form/case-history';
import { form as diagnosis } from 'virtual:form/diagnosis';
import { form as externals } from 'virtual:form/externals';
import { form as refraction } from 'virtual:form/refraction';
import { form as visualAcuity } from 'virtual:form/visual-acuity';
import { renderForm } from './support/render-form';
import { conditions, diagnosisCodes, fullCatalogue } from './support/reference-data';

// The forms of schemas/ as the app loads them (bundled), with these widgets: their ui.json names and options
// must find what they expect.
describe('the widgets in the real forms', () => {
  it('visual acuity: pairs OD/OS and reads the chart from the radio group', async () => {
    const { data } = renderForm({ schema: visualAcuity.schema, uiSchema: visualAcuity.uiSchema, formData: {} });
    await userEvent.click(screen.getByRole('radio', { name: 'Snellen' }));
    const pair = screen.getByRole('group', { name: 'Distance unaided' });
    const [od] = within(pair).getAllByRole('combobox');
    await userEvent.type(od!, '6/12');
    expect(od).toHaveAccessibleDescription(/LogMAR 0\.30 · Decimal 0\.50/);
    expect(data().distance_unaided_od).toBe('6/12');
    expect(screen.getByRole('button', { name: 'Copy OD → OS' })).toBeEnabled();
  });

  it('case history: the condition picker offers the three categories', async () => {
    renderForm({ schema: caseHistory.schema, uiSchema: caseHistory.uiSchema, context: { referenceData: { conditions } } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a condition' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('externals: the catalogue groups of the external examination', () => {
    renderForm({
      schema: externals.schema,
      uiSchema: externals.uiSchema,
      context: { referenceData: { examinationConditions: fullCatalogue() } },
    });
    expect(screen.getByRole('button', { name: 'Lids' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('refraction: three tables, cycloplegic behind its toggle', async () => {
    const { data } = renderForm({ schema: refraction.schema, uiSchema: refraction.uiSchema, formData: {} });
    expect(screen.getAllByRole('table')).toHaveLength(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' }));
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(data().cycloplegic).toEqual([{ eye: 'OD' }, { eye: 'OS' }]);
  });

  it('diagnosis: the picker stores the code id', async () => {
    const { data } = renderForm({
      schema: diagnosis.schema,
      uiSchema: diagnosis.uiSchema,
      context: { referenceData: { diagnosisCodes } },
      formData: {},
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search diagnosis codes' }), 'myopia{Enter}');
    expect(data().final_diagnoses).toEqual([{ code: 11, queries: [] }]);
  });
});
