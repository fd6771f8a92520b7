/**
 * Patient details for the front desk: Edit Patient opens the registration form filled with the patient; the History
 * tab lists who changed which fields (by their form labels) and what they held before. Neither is offered to a role
 * that may not edit or read the history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { patient, serve } from '../lists/support';

const SLOW = { timeout: 8_000 };

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

const REVISION = {
  id: 3,
  changed_at: '2026-11-21T10:00:00.000Z',
  changed_by: { id: 2, username: 'hadmin', first_name: 'Abena', last_name: 'Owusu', role: 'hospital administrator' },
  changed_fields: ['address', 'date_of_first_visit'],
  previous: { address: 'Old Road 1', date_of_first_visit: null },
};

function routes() {
  return {
    '/api/clients/api/patient-detail/5/': () => json(patient(5, { address: 'New Road 7' })),
    '/api/clients/api/5/appointments/': () => json([]),
    '/api/clients/api/patient-detail/5/history/': () => json({ results: [REVISION], count: 1 }),
  };
}

describe('Patient details: edit and history', () => {
  it('lists the changes with their form labels and previous values, and opens the edit form filled in', async () => {
    serve('hospital administrator', routes());
    const { router } = renderApp('/patients-details?id=5');
    await userEvent.click(await screen.findByRole('tab', { name: 'History' }, SLOW));
    const table = await screen.findByRole('table', { name: 'Patient history' }, SLOW);
    const row = await within(table).findByRole('row', { name: /Abena Owusu/ }, SLOW);
    const cells = () => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    // Labelled once the registration form's schema is loaded.
    await waitFor(() => expect(cells()[2]).toMatch(/^Address, (?!date_of_first_visit).+/), SLOW);
    expect(cells()[3]).toMatch(/^Address: Old Road 1; .+: N\/A$/);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Patient' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-patient'), SLOW);
    await screen.findByRole('heading', { level: 1, name: 'Edit Ama Owusu5' }, SLOW);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('New Road 7'), SLOW);
  }, 30_000);

  it('offers neither Edit Patient nor History to a coordinator', async () => {
    serve('coordinator', routes());
    renderApp('/patients-details?id=5');
    await screen.findByRole('tab', { name: 'More Info' }, SLOW);
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Patient' })).not.toBeInTheDocument();
  });
});
