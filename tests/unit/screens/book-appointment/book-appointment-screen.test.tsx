import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDate } from '../../../../src/lib/local-date';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const PATIENT = { id: 41, patient_id: 'SL-000041', first_name: 'Kwame', last_name: 'Mensah' };

/** A server that books whatever it is asked, answering the appointment it would store. */
function server() {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/clients/api/appointments/' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return json({ id: 77, ...body, notes: null, patient_id: PATIENT.patient_id, patient_name: 'Kwame Mensah' }, 201);
    }
    if (path === '/api/clients/api/clinicians/') return json([{ id: 5, name: 'Kwame Asante', role: 'lecturer' }]);
    return json({ detail: 'Not found.' }, 404);
  });
}

/** The booking page with `patient` in navigation state, as the lists and registration open it. */
async function bookingFor(patient: typeof PATIENT) {
  const view = renderApp('/login');
  await view.router.navigate('/createAppointment', { state: { patient } });
  return view;
}

beforeEach(() => {
  resetClientState();
  signIn(userWithRole('hospital administrator'));
});
afterEach(() => vi.unstubAllGlobals());

describe('Book Appointment', () => {
  it("a booking for today goes to today's appointments", async () => {
    server();
    const { router } = await bookingFor(PATIENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Book Appointment' }, { timeout: 5_000 }));
    // The route changes once today's list (a lazy screen, loaded on first use) has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'), { timeout: 10_000 });
  });

  it("a later booking opens the patient's details at their own address", async () => {
    server();
    const { router } = await bookingFor(PATIENT);
    const date = await screen.findByLabelText('Appointment date', {}, { timeout: 5_000 });
    const later = new Date(`${localDate()}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 7);
    fireEvent.change(date, { target: { value: later.toISOString().slice(0, 10) } });
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    // As above: the patient's details are a lazy screen, loaded on first use.
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients-details'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?id=41');
    expect(router.state.location.state).toEqual({ patient: PATIENT });
  });

  it('books with the time and the clinician chosen', async () => {
    const fetch = server();
    await bookingFor(PATIENT);
    const clinician = await screen.findByRole('combobox', { name: 'Clinician (optional)' }, { timeout: 5_000 });
    await screen.findByRole('option', { name: 'Kwame Asante (lecturer)' });
    await userEvent.selectOptions(clinician, 'Kwame Asante (lecturer)');
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(callsTo(fetch, '/api/clients/api/appointments/')).toHaveLength(1));
    const [, init] = callsTo(fetch, '/api/clients/api/appointments/')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ patient: 41, appointment_time: '09:30', clinician: 5 });
  });
});
