/**
 * Patient details, per appointment (issue 22, item 6): the records dialog of an appointment ('View More') prints the
 * documents its plan gives; the PDF is read with the user's token and shown in a new tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';

const SLOW = { timeout: 15_000 };

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Patient details: the documents of an appointment', () => {
  it("prints the appointment's spectacle prescription from its records dialog", async () => {
    const fetch = serve('hospital administrator', {
      '/api/clients/api/patient-detail/5/': () => json(patient(5)),
      '/api/clients/api/5/appointments/': () => json([appointment(31, 'Completed'), appointment(32, 'Completed')]),
      '/api/documents/31/': () =>
        json({ documents: [{ kind: 'spectacle-prescription', title: 'Spectacle prescription', url: '/api/documents/31/spectacle-prescription.pdf' }] }),
      '/api/documents/31/spectacle-prescription.pdf': () =>
        new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:prescription');
    URL.revokeObjectURL = vi.fn();
    const { router } = renderApp('/');
    await router.navigate('/patients-details', { state: { patient: { id: 5 } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Appointments' }, SLOW));
    const [first] = await screen.findAllByRole('button', { name: 'View More of 21 Nov 2026' }, SLOW);
    await userEvent.click(first!);
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Print spectacle prescription' }, SLOW));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:prescription', '_blank', 'noopener'));
    expect(within(dialog).queryByRole('button', { name: 'Print referral letter' })).not.toBeInTheDocument();
    expect(callsTo(fetch, '/api/documents/31/spectacle-prescription.pdf')).toHaveLength(1);
    // Only the appointment opened is asked about.
    expect(callsTo(fetch, '/api/documents/32/')).toHaveLength(0);
  }, 40_000);
});
