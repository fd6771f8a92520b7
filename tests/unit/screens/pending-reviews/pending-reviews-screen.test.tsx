/** /pending-reviews: the lecturer's queue (mine/all), its states, and Open leading to the case. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingReview } from '../../../../src/api/reviews';
import { waitingText } from '../../../../src/screens/pending-reviews/pending-reviews-screen';
import { resetClientState } from '../../support/client-state';
import { json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 5_000 };

function item(appointment: number, name: string, overrides: Partial<PendingReview> = {}): PendingReview {
  return {
    appointment,
    patient: { id: appointment, patient_id: `SL-00000${appointment}`, name },
    student: { id: 7, name: 'Kwame Mensah' },
    supervisor: { id: 2, name: 'Dr Adjei' },
    appointment_date: '2026-11-20',
    appointment_type: 'New',
    submitted_at: '2026-11-20T10:00:00.000Z',
    waiting_minutes: 125,
    diagnosis: 'Myopia',
    status: 'submitted',
    ...overrides,
  };
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('waitingText', () => {
  it('says a waiting time in words', () => {
    expect(waitingText(0)).toBe('0 min');
    expect(waitingText(45)).toBe('45 min');
    expect(waitingText(60)).toBe('1 h');
    expect(waitingText(125)).toBe('2 h 5 min');
    expect(waitingText(1440)).toBe('1 d');
    expect(waitingText(1440 * 3 + 240 + 7)).toBe('3 d 4 h');
  });
});

describe('Pending Reviews', () => {
  it('lists my cases, switches to all, and opens a case by its patient', async () => {
    const fetch = serve('lecturer', {
      '/api/reviews/': (url) =>
        json(url.searchParams.get('scope') === 'all' ? [item(5, 'Ama Owusu'), item(6, 'Kofi Boateng', { diagnosis: null, waiting_minutes: 30 })] : [item(5, 'Ama Owusu')]),
      '/api/reviews/5/': () => json({ detail: 'Not found.' }, 404),
    });
    const { router } = renderApp('/pending-reviews');
    const table = await screen.findByRole('table', { name: 'Pending reviews' }, SLOW);
    expect(await within(table).findByText('Ama Owusu (SL-000005)')).toBeInTheDocument();
    for (const header of ['Patient', 'Student', 'Date', 'Diagnosis', 'Waiting']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Kwame Mensah')).toBeInTheDocument();
    expect(within(table).getByText('Myopia')).toBeInTheDocument();
    expect(within(table).getByText('2 h 5 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My reviews' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'All reviews' }));
    expect(await within(table).findByText('Kofi Boateng (SL-000006)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All reviews' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByText('30 min')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/reviews/?scope=all'))).toBe(true);

    const open = screen.getByRole('link', { name: 'Open the case of Kofi Boateng' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/6'), SLOW);
  });

  it('says when no case waits', async () => {
    serve('lecturer', { '/api/reviews/': () => json([]) });
    renderApp('/pending-reviews');
    expect(await screen.findByText('No cases waiting for review.', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows the error of a failed read', async () => {
    serve('lecturer', { '/api/reviews/': () => json({ detail: 'You do not have permission to perform this action.' }, 403) });
    renderApp('/pending-reviews');
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('You do not have permission to perform this action.');
  });

  it('is not offered to a student', async () => {
    serve('student', { '/api/reviews/': () => json([]) });
    renderApp('/pending-reviews');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  });
});
