/** Patient details, Trends tab: shown to those who read records; an empty state; the tables for screen readers. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { patient, serve } from '../lists/support';

const SLOW = { timeout: 15_000 };

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

function servePatient(role: string, trends: unknown) {
  return serve(role, {
    '/api/clients/api/patient-detail/5/': () => json(patient(5)),
    '/api/clients/api/patient-detail/5/trends/': () => json(trends),
    '/api/clients/api/5/appointments/': () => json([]),
  });
}

const TRENDS = {
  visual_acuity: [
    { date: '2026-03-12', appointment: 7, eye: 'OD', notation: '6/9', logmar: 0.18 },
    { date: '2026-03-12', appointment: 7, eye: 'OS', notation: 'CF', logmar: 1.9 },
  ],
  iop: [],
};

describe('Patient details: Trends', () => {
  it('says so when nothing was recorded', async () => {
    servePatient('student', { visual_acuity: [], iop: [] });
    renderApp('/patients-details?id=5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Trends' }, SLOW));
    expect(await screen.findByText('No visual acuity or eye pressure recorded yet.', undefined, SLOW)).toBeInTheDocument();
  });

  it('draws the VA chart with its table, and the table in its place on "Show as table"', async () => {
    servePatient('lecturer', TRENDS);
    renderApp('/patients-details?id=5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Trends' }, SLOW));
    expect(await screen.findByRole('img', { name: /Unaided distance visual acuity per eye/ }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Unaided distance visual acuity by visit' });
    expect(table).toHaveTextContent('6/90.18');
    expect(table).toHaveTextContent('CF1.90');
    expect(screen.getByText('No eye pressure recorded yet.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: /Unaided distance visual acuity per eye/ })).not.toBeInTheDocument();
    expect(table).not.toHaveClass('sr-only');
  });

  it('is not offered to a role that does not read clinical records', async () => {
    servePatient('coordinator', TRENDS);
    renderApp('/patients-details?id=5');
    expect(await screen.findByRole('tab', { name: 'Appointments' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Trends' })).not.toBeInTheDocument();
  });
});
