/**
 * /dispensary (issue 13): the queue, Dispense after a confirmation, refused dispensing, the Dispensed list; a
 * spectacles item's prescription and its print button (issue 22).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispensaryEntry } from '../../../../src/api/inventory';
import { resetClientState } from '../../support/client-state';
import { callsTo, json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 5_000 };

function entry(dropsStatus: 'pending' | 'dispensed' = 'pending', inStock = 40): DispensaryEntry {
  return {
    appointment: 12,
    appointment_date: '2026-11-20',
    patient: 3,
    patient_id: 'SL-000003',
    patient_name: 'Kofi Boateng',
    items: [
      {
        key: 'medication:4',
        label: 'Timolol 0.5% Eye drops',
        detail: 'Twice daily, OU',
        needs: [{ item_id: 2, label: 'Eye Drops', quantity: 1, in_stock: inStock }],
        status: dropsStatus,
        dispensed_by_name: dropsStatus === 'dispensed' ? 'Ama Owusu' : null,
        dispensed_at: dropsStatus === 'dispensed' ? '2026-11-21T10:00:00.000Z' : null,
        prescription: null,
      },
      { key: 'medication:9', label: 'Atropine 1% Ointment', detail: 'Once daily, OD', needs: [], status: 'not_stocked', dispensed_by_name: null, dispensed_at: null, prescription: null },
    ],
  };
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('DispensaryScreen', () => {
  it('shows each consultation with its items, what they need and what is in stock', async () => {
    serve('hospital administrator', { '/api/dispensary/queue/': () => json({ results: [entry()], count: 1 }) });
    renderApp('/dispensary');
    const queue = await screen.findByRole('list', { name: 'Dispensary queue' }, SLOW);
    // Each card's heading sits one level under the screen's (axe-core's heading-order).
    expect(within(queue).getByRole('heading', { level: 2, name: 'Kofi Boateng (SL-000003)' })).toBeInTheDocument();
    expect(within(queue).getByText('Consultation of 20 Nov 2026')).toBeInTheDocument();
    expect(within(queue).getByRole('row', { name: /Timolol 0.5% Eye drops Twice daily, OU 1 Eye Drops \(40 in stock\)/ })).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Dispense Timolol 0.5% Eye drops to Kofi Boateng' })).toBeInTheDocument();
    const notStocked = within(queue).getByRole('row', { name: /Atropine 1% Ointment/ });
    expect(notStocked).toHaveTextContent('Not stocked by the clinic');
    expect(within(notStocked).getByRole('cell', { name: 'Once daily, OD' })).toHaveAttribute('data-label', 'Detail');
    expect(within(notStocked).queryByRole('button')).not.toBeInTheDocument();
  });

  it('dispenses after a confirmation and refreshes the queue', async () => {
    let dispensed = false;
    const fetch = serve('hospital administrator', {
      '/api/dispensary/queue/': () => json({ results: [dispensed ? entry('dispensed', 39) : entry()], count: 1 }),
      '/api/dispensary/12/dispense/': () => {
        dispensed = true;
        return json({ id: 1, appointment: 12, patient: 3, item: 'medication:4', label: 'Timolol 0.5% Eye drops', movements: [{ item_id: 2, label: 'Eye Drops', change: -1, quantity_after: 39 }], dispensed_by_name: 'Ama Owusu', dispensed_at: '2026-11-21T10:00:00.000Z' }, 201);
      },
    });
    renderApp('/dispensary');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispense Timolol 0.5% Eye drops to Kofi Boateng' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Dispense' });
    expect(dialog).toHaveTextContent('Dispense Timolol 0.5% Eye drops to Kofi Boateng (SL-000003)?');
    expect(dialog).toHaveTextContent('Twice daily, OU. Takes from stock: 1 Eye Drops (40 in stock).');
    expect(callsTo(fetch, '/api/dispensary/12/dispense/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('Timolol 0.5% Eye drops dispensed to Kofi Boateng.'));
    const init = callsTo(fetch, '/api/dispensary/12/dispense/')[0]?.[1];
    expect(init?.method?.toUpperCase()).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ item: 'medication:4' });
    expect(await screen.findByText('Dispensed by Ama Owusu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dispense Timolol/ })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation dispenses nothing', async () => {
    const fetch = serve('hospital administrator', { '/api/dispensary/queue/': () => json({ results: [entry()], count: 1 }) });
    renderApp('/dispensary');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispense Timolol 0.5% Eye drops to Kofi Boateng' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Dispense' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispense' })).not.toBeInTheDocument());
    expect(callsTo(fetch, '/api/dispensary/12/dispense/')).toHaveLength(0);
  });

  it('shows a refusal (409) as an error toast with the server\'s words and changes nothing', async () => {
    const fetch = serve('hospital administrator', {
      '/api/dispensary/queue/': () => json({ results: [entry('pending', 0)], count: 1 }),
      '/api/dispensary/12/dispense/': () => json({ detail: 'Not enough Eye Drops in stock: 0 left, 1 needed.' }, 409),
    });
    renderApp('/dispensary');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispense Timolol 0.5% Eye drops to Kofi Boateng' }, SLOW));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Dispense' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.querySelector('.p-toast .p-toast-message-error')?.textContent).toContain('Not enough Eye Drops in stock: 0 left, 1 needed.'));
    expect(screen.getByRole('button', { name: 'Dispense Timolol 0.5% Eye drops to Kofi Boateng' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /1 Eye Drops \(0 in stock, not enough\)/ })).toBeInTheDocument();
    expect(callsTo(fetch, '/api/dispensary/queue/')).toHaveLength(1);
  });

  it('lists what was dispensed, to whom and by whom', async () => {
    serve('systems administrator', {
      '/api/dispensary/queue/': () => json({ results: [], count: 0 }),
      '/api/dispensary/dispensings/': () =>
        json({ results: [{ id: 1, appointment: 12, patient: 3, patient_id: 'SL-000003', patient_name: 'Kofi Boateng', item: 'medication:4', label: 'Timolol 0.5% Eye drops', dispensed_by_name: 'Ama Owusu', dispensed_at: '2026-11-21T10:00:00.000Z' }], count: 1 }),
    });
    renderApp('/dispensary');
    expect(await screen.findByText('Nothing waiting to be dispensed.', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dispensed' }));
    const table = await screen.findByRole('table', { name: 'Dispensed' });
    expect(await within(table).findByRole('row', { name: /Kofi Boateng Timolol 0.5% Eye drops Ama Owusu/ })).toBeInTheDocument();
  });

  it("shows a spectacles item's prescription per eye and prints it with the user's token", async () => {
    const spectacles: DispensaryEntry = {
      ...entry(),
      items: [
        {
          key: 'correction:Spectacles',
          label: 'Spectacles',
          detail: null,
          needs: [{ item_id: 5, label: 'Frames', quantity: 1, in_stock: 30 }],
          status: 'pending',
          dispensed_by_name: null,
          dispensed_at: null,
          prescription: { od: { sph: '+1.25', cyl: '-0.75', axis: '90', add: '+2.00' }, os: { sph: '-0.50', cyl: null, axis: null, add: '+2.00' } },
        },
      ],
    };
    const fetch = serve('hospital administrator', {
      '/api/dispensary/queue/': () => json({ results: [spectacles], count: 1 }),
      '/api/documents/12/spectacle-prescription.pdf': () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:prescription');
    URL.revokeObjectURL = vi.fn();
    renderApp('/dispensary');
    const rx = await screen.findByRole('table', { name: 'Prescription for Kofi Boateng' }, SLOW);
    expect(within(rx).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Eye', 'SPH', 'CYL', 'AXIS', 'ADD']);
    expect(within(rx).getByRole('row', { name: 'OD (right) +1.25 -0.75 90 +2.00' })).toBeInTheDocument();
    expect(within(rx).getByRole('row', { name: 'OS (left) -0.50 — — +2.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print spectacle prescription for Kofi Boateng' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:prescription', '_blank', 'noopener'));
    const headers = new Headers(callsTo(fetch, '/api/documents/12/spectacle-prescription.pdf')[0]?.[1]?.headers);
    expect(headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("says in the server's words when the prescription cannot be printed", async () => {
    serve('hospital administrator', {
      '/api/dispensary/queue/': () =>
        json({
          results: [{ ...entry(), items: [{ ...entry().items[0]!, key: 'correction:Spectacles', label: 'Spectacles', detail: null, prescription: { od: { sph: '+1.00', cyl: null, axis: null, add: null }, os: { sph: '+1.00', cyl: null, axis: null, add: null } } }] }],
          count: 1,
        }),
      '/api/documents/12/spectacle-prescription.pdf': () => json({ detail: 'This appointment has no spectacle prescription.' }, 404),
    });
    renderApp('/dispensary');
    await userEvent.click(await screen.findByRole('button', { name: 'Print spectacle prescription for Kofi Boateng' }, SLOW));
    await waitFor(() => expect(document.querySelector('.p-toast .p-toast-message-error')?.textContent).toContain('This appointment has no spectacle prescription.'));
  });

  it('is not offered to the coordinator', async () => {
    serve('coordinator', {});
    renderApp('/dispensary');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  });
});
