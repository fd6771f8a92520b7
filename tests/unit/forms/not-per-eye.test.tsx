import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCatalogueForm } from './support/render-catalogue-form';
import { clinicalContext } from './support/reference-data';

const PERRLA = 'PERRLA (pupils equal, round, reactive to light and accommodation)';

/** Consultation §3: a condition the catalogue does not record per eye (PERRLA) is chosen once, for no one eye. */
describe('externals: a condition not recorded per eye', () => {
  it('is saved with its option and no eye (PERRLA: Yes)', async () => {
    const perrla = clinicalContext().referenceData?.examinationConditions?.find((condition) => condition.name === PERRLA);
    if (!perrla) throw new Error('PERRLA is not in the catalogue');
    expect(perrla.per_eye).toBe(false);
    const { onSubmit, user, save } = await renderCatalogueForm('externals');
    await user.click(screen.getByRole('button', { name: perrla.group_name }));
    const row = screen.getByRole('rowheader', { name: PERRLA }).closest('tr')!;
    expect(within(row).queryByRole('combobox', { name: `${PERRLA} OD option` })).not.toBeInTheDocument();
    await user.selectOptions(within(row).getByRole('combobox', { name: `${PERRLA} option` }), 'Yes');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      observations: [{ condition: perrla.id, affected_eye: null, field_type: 'dropdown', value: 'Yes' }],
    });
  });
});
