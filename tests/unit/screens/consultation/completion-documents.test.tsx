/**
 * The completion screen prints the documents the saved plan gives (issue 22, item 6): a button per document the
 * server lists for the appointment, none when it lists none; a press reads the PDF with the user's token and shows it
 * in a new tab.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, callsTo } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';

const SLOW = { timeout: 8_000 };

const pdf = () => new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });

function serveCompleted(documents: { kind: string; title: string; url: string }[]) {
  return serve('lecturer', {
    '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
    '/api/clients/api/patient-detail/7/': () => json(patient(7)),
    '/api/documents/7/': () => json({ documents }),
    '/api/documents/7/spectacle-prescription.pdf': pdf,
    '/api/documents/7/referral-letter.pdf': pdf,
  });
}

beforeEach(() => {
  resetClientState();
  localStorage.clear();
  localStorage.setItem('consultation-7-flowStep', 'complete');
});
afterEach(() => vi.unstubAllGlobals());

describe('Consultation Completed: printable documents', () => {
  it('offers a print button per document of the plan and opens the PDF read with the token', async () => {
    const fetch = serveCompleted([
      { kind: 'spectacle-prescription', title: 'Spectacle prescription', url: '/api/documents/7/spectacle-prescription.pdf' },
      { kind: 'referral-letter', title: 'Referral letter', url: '/api/documents/7/referral-letter.pdf' },
    ]);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    renderApp('/consultation/7');
    const group = await screen.findByRole('group', { name: 'Documents to print' }, SLOW);
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print spectacle prescription' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print referral letter' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:document', '_blank', 'noopener'));
    const headers = new Headers(callsTo(fetch, '/api/documents/7/referral-letter.pdf')[0]?.[1]?.headers);
    expect(headers.get('authorization')).toMatch(/^Bearer /);
    expect(callsTo(fetch, '/api/documents/7/spectacle-prescription.pdf')).toHaveLength(0);
  }, 20_000);

  it('offers no print button when the plan gives no document', async () => {
    const fetch = serveCompleted([]);
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { name: 'Consultation Completed' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, '/api/documents/7/')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Print / })).not.toBeInTheDocument();
  }, 20_000);
});
