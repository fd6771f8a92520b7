// After a person picks something to fill, the focus is already in it: a chosen condition's card, a chosen diagnosis's
// management plan (one click fewer each, counted by bench:effort; a list's new item: tests/unit/engine/array-add-focus.test.tsx).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { renderForm } from './support/render-form';
import { conditionDetail, conditions, diagnosisCodes } from './support/reference-data';

describe('focus follows the work', () => {
  it("a condition chosen through the search puts the focus in its card's first input", async () => {
    const schema: RJSFSchema = { type: 'object', properties: { conditions: { title: 'Conditions', type: 'array', items: conditionDetail } as RJSFSchema } };
    const uiSchema = { conditions: { 'ui:field': 'conditionPicker', 'ui:options': { categories: ['medical_history'] } } };
    renderForm({ schema, uiSchema, context: { referenceData: { conditions } } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a condition' }), 'diabetes{Enter}');
    const card = screen.getByRole('group', { name: 'Diabetes mellitus' });
    expect(card).toContainElement(document.activeElement as HTMLElement);
    expect(within(card).getByRole('textbox', { name: 'Diabetes mellitus details' })).toHaveFocus();
  });

  it('a diagnosis chosen puts the focus in its management plan', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        final_diagnoses: {
          type: 'array',
          items: { type: 'object', properties: { code: { type: 'integer' }, management_plan: { type: 'string' }, queries: { type: 'array', items: { type: 'object', properties: { query: { type: 'string' } } } } } },
        } as RJSFSchema,
      },
    };
    renderForm({ schema, uiSchema: { final_diagnoses: { 'ui:field': 'diagnosisPicker' } }, context: { referenceData: { diagnosisCodes } } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search diagnosis codes' }), 'H52.1');
    await userEvent.click(screen.getByRole('option', { name: 'H52.1 — Myopia' }));
    expect(within(screen.getByRole('group', { name: 'H52.1 — Myopia' })).getByRole('textbox', { name: /Management plan/ })).toHaveFocus();
  });
});
