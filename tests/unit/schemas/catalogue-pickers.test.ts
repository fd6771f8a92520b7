/** Conditions and observations are picked from the clinic's catalogue, each list by its own category. */
import { describe, expect, it } from 'vitest';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';

const ui = (id: string) => loadFormFiles(id).uiSchema;

describe('catalogue pickers', () => {
  it('picks case-history conditions from its three categories', () => {
    expect(ui('case-history').condition_details).toMatchObject({
      'ui:field': 'conditionPicker',
      'ui:options': { categories: ['medical_history', 'ocular_history', 'on_direct_questioning'] },
    });
  });

  it('keeps the first-history flag hidden and picks each history list by its own category, with its "none" one click away', () => {
    const history = ui('oculo-medical-history');
    expect(history.first_history).toEqual({ 'ui:widget': 'hidden' });
    for (const list of ['medical_history', 'ocular_history', 'family_medical_history', 'family_ocular_history']) {
      expect(history[list]).toEqual({ 'ui:field': 'conditionPicker', 'ui:options': { categories: [list], quickPicks: [expect.any(String)] } });
    }
  });

  it.each([
    ['externals', 'external'],
    ['internals', 'internal'],
  ])('groups %s observations by the %s catalogue', (id, type) => {
    expect(ui(id).observations).toEqual({ 'ui:field': 'groupedObservations', 'ui:options': { type } });
  });
});
