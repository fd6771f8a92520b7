import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import * as details from '../../../src/widgets/condition-details';
import { renderForm } from './support/render-form';
import { conditionDetail, fullCatalogue } from './support/reference-data';

// Every input of a row reads its value through slotKey while the row renders: counting the calls counts the
// row renders.
vi.mock('../../../src/widgets/condition-details', async (importOriginal) => {
  const original = await importOriginal<typeof details>();
  return { ...original, slotKey: vi.fn(original.slotKey) };
});

const schema: RJSFSchema = {
  type: 'object',
  properties: { observations: { title: 'Externals', type: 'array', items: conditionDetail } },
};
const uiSchema = { observations: { 'ui:field': 'groupedObservations', 'ui:options': { type: 'external' } } };

describe('groupedObservations rendering', () => {
  it('redraws only the row being typed in, not every row of the open groups', async () => {
    const catalogue = fullCatalogue();
    renderForm({ schema, uiSchema, context: { referenceData: { examinationConditions: catalogue } } });
    await userEvent.click(screen.getByRole('button', { name: 'Cornea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Conjunctiva' }));
    const open = catalogue.filter((c) => c.type === 'external' && ['Cornea', 'Conjunctiva'].includes(c.group_name));
    expect(open.length).toBeGreaterThan(20);

    const slotKey = vi.mocked(details.slotKey);
    const input = screen.getByRole('textbox', { name: `${open[0]!.name} OD notes` });
    slotKey.mockClear();
    await userEvent.type(input, 'x');
    const perKeystroke = slotKey.mock.calls.length;
    expect(perKeystroke).toBeGreaterThan(0);
    // One row has two eyes of at most four inputs; a full redraw would be over 20 rows × 2 eyes × 3 inputs.
    expect(perKeystroke).toBeLessThan(20);
  });
});
