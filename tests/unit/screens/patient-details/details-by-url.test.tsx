/** /patients-details?id=: the patient read by id (a bookmark, a new tab), Back, and Book Appointment by role. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { patient, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

function servePatient5(role: string) {
  return serve(role, {
    '/api/clients/api/patient-detail/5/': () => json(patient(5)),
    '/api/clients/api/5/appointments/': () => json([]),
    '/api/clients/api/patients/': () => json({ results: [patient(5)], count: 1 }),
  });
}

describe('Patient details by URL', () => {
  it('loads the patient by id, with no navigation state', async () => {
    const fetch = servePatient5('student');
    renderApp('/patients-details?id=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Owusu5' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('SL-000005')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/clients/api/patient-detail/5/'))).toBe(true);
    expect(screen.queryByText('No patient data available.')).not.toBeInTheDocument();
  });

  it('says so for an unknown or malformed id, and Back leads to the patients list when there is no history', async () => {
    servePatient5('hospital administrator');
    const { router } = renderApp('/patients-details?id=999');
    expect(await screen.findByText('No patient found with the id "999".', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-patients'));
    await router.navigate('/patients-details?id=abc');
    expect(await screen.findByText('No patient found with the id "abc".', undefined, SLOW)).toBeInTheDocument();
  });

  it('Back returns to the page before; View on the list puts the id in the URL and the patient in state', async () => {
    servePatient5('hospital administrator');
    const { router } = renderApp('/my-patients');
    await userEvent.click(await screen.findByRole('button', { name: 'View Ama Owusu5' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients-details'));
    expect(router.state.location.search).toBe('?id=5');
    expect(router.state.location.state).toMatchObject({ patient: { id: 5 } });
    await screen.findByRole('heading', { level: 1, name: 'Ama Owusu5' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-patients'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('offers Book Appointment to the booking roles of the list only, with the patient', async () => {
    servePatient5('hospital administrator');
    const { router } = renderApp('/patients-details?id=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Appointment' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createAppointment'));
    expect(router.state.location.state).toEqual({ patient: { id: 5, patient_id: 'SL-000005', first_name: 'Ama', last_name: 'Owusu5' } });
  });

  it('hides Book Appointment from a student', async () => {
    servePatient5('student');
    renderApp('/patients-details?id=5');
    await screen.findByRole('heading', { level: 1, name: 'Ama Owusu5' }, SLOW);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
  });

  it("keeps 'No patient data available.' with neither state nor id", async () => {
    servePatient5('student');
    renderApp('/patients-details');
    expect(await screen.findByText('No patient data available.', undefined, SLOW)).toBeInTheDocument();
  });
});
