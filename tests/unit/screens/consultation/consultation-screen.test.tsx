/** /consultation/{id}: loading, tabs and ticks, badge '--', the generic tab's save paths, drafts, and standalone routes. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from '../lists/support';
import spheresOnly from '../../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { adapters } from '../../../../src/api/adapters';

const SLOW = { timeout: 8_000 };

beforeEach(() => {
  resetClientState();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const REFRACTION = '/api/tests/api/refraction/7/';

function serveConsultation(role = 'student', post: () => Response = () => json({ id: 1, saved_at: '2026-11-21T09:30:00Z' }, 201)) {
  const stored = { ...adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: 7 }), id: 3, saved_at: '2026-11-21T09:30:00Z', saved_by_name: 'Ama Owusu' };
  return serve(role, {
    '/api/clients/api/appointments/7/': () => json(appointment(7, 'Scheduled')),
    '/api/clients/api/patient-detail/7/': () => json(patient(7)),
    [REFRACTION]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? post() : json(stored)),
  });
}

const draftKeys = () => Object.keys(localStorage).filter((key) => key.endsWith(':consultation-7-refraction'));

describe('Consultation screen', () => {
  it('shows the steps, the tabs in order with case history active, the patient and the badge "--"', async () => {
    serveConsultation();
    renderApp('/consultation/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultation' }, SLOW)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Consultation progress' });
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('Consultation');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Case History', 'Oculo-Medical History', 'Visual Acuity', 'Externals', 'Internals', 'Refraction', 'Extra Tests', 'Case Management Guide',
    ]);
    expect(screen.getByRole('tab', { name: 'Case History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('SL-000007')).toBeInTheDocument();
    expect(screen.getByText('Ama Owusu7')).toBeInTheDocument();
    expect(screen.getByText('--', { selector: '.consultation-badge span' })).toBeInTheDocument();
  }, 20_000);

  it('sends a role without the consult permission the not-for-role text', async () => {
    serveConsultation('hospital administrator');
    renderApp('/consultation/7');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
  }, 20_000);

  it('goes to the dashboard when the appointment cannot be loaded', async () => {
    serve('student', {});
    const { router } = renderApp('/consultation/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  }, 20_000);

  it('loads the saved record; untouched save says "No changes detected", ticks and moves on', async () => {
    serveConsultation();
    localStorage.setItem('consultation-7-activeTab', 'refraction');
    renderApp('/consultation/7');
    expect(await screen.findByText(/^Saved by Ama Owusu, /, undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Auto-refraction' }, SLOW)).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText('No changes detected')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Extra Tests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Refraction (completed)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('consultation-7-tabCompletionStatus')!)).toEqual({ refraction: true });
    // Focus starts at the next tab's heading, not on the page body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Extra Tests' })).toHaveFocus());
  }, 20_000);

  it('a tab chosen with the pointer moves focus to its heading; arrow keys keep it on the tabs', async () => {
    serveConsultation();
    localStorage.setItem('consultation-7-activeTab', 'refraction');
    renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('tab', { name: 'Case Management Guide' }, SLOW));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Case Management Guide' })).toHaveFocus());
    screen.getByRole('tab', { name: 'Case Management Guide' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Extra Tests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Extra Tests' })).toHaveFocus();
  }, 20_000);

  it('a failed save keeps the input and the draft and shows the failure text; a successful one clears the draft', async () => {
    let fail = true;
    serveConsultation('student', () => (fail ? json({ detail: 'boom' }, 500) : json({ id: 4, saved_at: '2026-11-21T10:00:00Z' }, 201)));
    localStorage.setItem('consultation-7-activeTab', 'refraction');
    renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('radio', { name: 'Retinoscopy' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const alerts = await screen.findAllByText('Failed to save refraction results. Please try again.', undefined, SLOW);
    expect(alerts.some((element) => element.getAttribute('role') === 'alert')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Retinoscopy' })).toBeChecked();
    expect(draftKeys()).toHaveLength(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Extra Tests' })).toHaveAttribute('aria-selected', 'true'), SLOW);
    expect(draftKeys()).toHaveLength(0);
  }, 20_000);

  it('a save refused by validation says why in a toast too', async () => {
    serveConsultation();
    localStorage.setItem('consultation-7-activeTab', 'visual-acuity');
    renderApp('/consultation/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }, SLOW));
    await waitFor(() => expect(document.querySelector('.p-toast')?.textContent).toContain('Please select the VA chart used.'), SLOW);
    expect(screen.getByRole('tab', { name: 'Visual Acuity' })).toHaveAttribute('aria-selected', 'true');
  }, 20_000);

  it('a standalone route shows the section alone with a link back to the consultation', async () => {
    serveConsultation();
    renderApp('/refraction/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refraction' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to consultation' })).toHaveAttribute('href', '/consultation/7');
    expect(await screen.findByRole('radio', { name: 'Auto-refraction' }, SLOW)).toBeChecked();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  }, 20_000);

  it('a Completed consultation shows the read-only summary without Save', async () => {
    serve('student', {
      '/api/clients/api/appointments/7/': () => json(appointment(7, 'Completed')),
      '/api/clients/api/patient-detail/7/': () => json(patient(7)),
      [REFRACTION]: () => json({ ...adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: 7 }), id: 3, saved_at: '2026-11-21T09:30:00Z' }),
    });
    renderApp('/refraction/7');
    expect(await screen.findByText('Auto-refraction', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
  }, 20_000);
});
