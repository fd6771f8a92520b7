import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SOURCES } from '../../../src/api/use-section-record';
import { AppProviders } from '../../../src/app/app-providers';
import { RecordTab } from '../../../src/views/record-view';
import { resetClientState } from '../support/client-state';
import { callsTo, json } from '../support/fetch-mock';
import { serve } from '../screens/lists/support';

const SLOW = { timeout: 5_000 };
const FILE_ID = 'q3Vd0mPzX1aL9bN2cR4tYw';
const extraTests = SECTION_SOURCES.find((source) => source.formId === 'extra-test')!;

/** Two tests as `GET tests/extra-tests/{id}/` lists them: the file named by its URL. */
const listed = [
  {
    id: 11,
    name: 'OCT',
    method: null,
    iop_od: null,
    iop_os: null,
    recorded_at: null,
    file: `http://localhost/api/files/${FILE_ID}/`,
    notes: 'Macula flat',
    appointment: 5,
    saved_at: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 12,
    name: 'Tonometry',
    method: 'Applanation',
    iop_od: 14.5,
    iop_os: 16,
    recorded_at: '09:30',
    file: null,
    notes: '',
    appointment: 5,
    saved_at: '2026-11-21T10:05:00.000Z',
  },
];

function renderTab() {
  return render(
    <AppProviders>
      <RecordTab source={extraTests} appointmentId={5} patientId={3} />
    </AppProviders>,
  );
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Extra Tests record tab', () => {
  it('shows every listed test, and opens a file from its URL through the API with the token', async () => {
    const fetch = serve('student', {
      '/api/tests/extra-tests/5/': () => json(listed),
      [`/api/files/${FILE_ID}/`]: () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/1'), revokeObjectURL: vi.fn() });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderTab();
      const list = await screen.findByRole('list', { name: 'Extra Tests' }, SLOW);
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['1. OCT', '2. Tonometry']);
      // The records show once the app's widget registry has loaded.
      expect(await within(items[1]!).findByText('14.5', {}, SLOW)).toBeInTheDocument();

      await userEvent.click(within(items[0]!).getByRole('button', { name: 'Open Attached file' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener'));
      const [call] = callsTo(fetch, `/api/files/${FILE_ID}/`);
      expect(new Headers(call![1]?.headers).get('authorization')).toBe('Bearer access-1');
    } finally {
      open.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it("says 'No extra tests found.' for an empty list", async () => {
    serve('student', { '/api/tests/extra-tests/5/': () => json([]) });
    renderTab();
    expect(await screen.findByText('No extra tests found.', undefined, SLOW)).toBeInTheDocument();
  });
});
