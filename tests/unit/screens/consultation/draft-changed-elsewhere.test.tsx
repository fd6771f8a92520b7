/** /consultation/{id}: another browser tab writing the same section draft is told to the person (docs/decisions.md). */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';
import spheresOnly from '../../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { adapters } from '../../../../src/api/adapters';

const SLOW = { timeout: 8_000 };
const MESSAGE = 'Another browser tab changed the unsaved input of this section. What you type here replaces it.';

beforeEach(() => {
  resetClientState();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function serveRefraction() {
  const stored = { ...adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: 7 }), id: 3, saved_at: '2026-11-21T09:30:00Z' };
  serve('student', {
    '/api/clients/api/appointments/7/': () => json(appointment(7, 'Scheduled')),
    '/api/clients/api/patient-detail/7/': () => json(patient(7)),
    '/api/tests/api/refraction/7/': () => json(stored),
  });
}

/** What the browser fires in this tab when another tab of the same origin writes `key` (the signed-in user is id 1). */
function otherTabWrites(key: string, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue: null, storageArea: localStorage }));
  });
}

describe('Consultation screen, a draft changed in another browser tab', () => {
  it('shows the warning when another tab writes this section’s draft, and not for other keys or removals', async () => {
    serveRefraction();
    localStorage.setItem('consultation-7-activeTab', 'refraction');
    renderApp('/consultation/7');
    expect(await screen.findByRole('radio', { name: 'Auto-refraction' }, SLOW)).toBeChecked();

    otherTabWrites('draft:1:consultation-7-visual-acuity', '{}');
    otherTabWrites('draft:2:consultation-7-refraction', '{}');
    otherTabWrites('draft:1:consultation-7-refraction', null);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();

    otherTabWrites('draft:1:consultation-7-refraction', JSON.stringify({ data: {} }));
    const warning = await screen.findByText(MESSAGE);
    expect(warning).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: 'Auto-refraction' })).toBeChecked();
  }, 20_000);
});
