import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicStore } from '../../../../src/api/clinic-store';
import { CONFIRM_SAVE_TEXT } from '../../../../src/screens/register-patient/confirm-save-dialog';
import valid from '../../../../schemas/patient-registration/fixtures/valid-full.json';
import { callsTo, json, stubFetch } from '../../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../../support/client-state';
import { renderApp } from '../../support/render-app';

const CHOOSE = 'Choose the clinic in which you are attending to this patient';
const DUPLICATE = { primary_phone: ["A patient with this primary phone number already exists. Set 'confirm_save=True' to proceed."] };
const PATIENT = { id: 41, patient_id: 'SL-000041', first_name: valid.first_name, last_name: valid.last_name };
const APPOINTMENT = { id: 77, patient: 41, appointment_date: '2026-11-21', appointment_type: 'New', status: 'Scheduled', notes: null, patient_id: 'SL-000041', patient_name: 'Kwame Mensah' };

/** A server whose patient creation answers `create` (called with the parsed body). */
function server(create: (body: Record<string, unknown>) => Response, appointment: () => Response = () => json(APPOINTMENT, 201)) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/clients/api/patients/' && init.method === 'POST') return create(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (path === '/api/clients/api/appointments/' && init.method === 'POST') return appointment();
    return json({ detail: 'Not found.' }, 404);
  });
}

const HADMIN = userWithRole('hospital administrator');
/** Where the signed-in user's New Patient draft is stored. */
const DRAFT = `draft:${HADMIN.id}:register-patient`;

/** The form holds a complete registration (restored from its draft, as after a reload). */
function withTypedRegistration() {
  localStorage.setItem(DRAFT, JSON.stringify({ formData: valid, savedAt: new Date().toISOString() }));
}

beforeEach(() => {
  resetClientState();
  clinicStore.set(null);
  signIn(HADMIN);
});
afterEach(() => vi.unstubAllGlobals());

describe('New Patient', () => {
  it('asks for the clinic first; Continue shows the form with that clinic chosen', async () => {
    server(() => json({}, 500));
    renderApp('/register-patient');
    const dialog = await screen.findByRole('dialog', { name: CHOOSE }, { timeout: 5_000 });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Old Site', 'Science', 'CCTU']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Science' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('combobox', { name: 'Clinic' }, { timeout: 5_000 })).toHaveDisplayValue('Science');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CHOOSE })).not.toBeInTheDocument());
    expect(clinicStore.get()).toBe('New Site');
    // Typing goes straight into the form, and stays there once the dialog has gone.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  });

  it("offers the region Ahafo; Brong Ahafo is listed but cannot be chosen anew", async () => {
    server(() => json({}, 500));
    clinicStore.set('Old Site');
    renderApp('/register-patient');
    const region = await screen.findByRole('combobox', { name: 'Region' }, { timeout: 5_000 });
    expect(within(region).getByRole('option', { name: 'Ahafo' })).toBeEnabled();
    expect(within(region).getByRole('option', { name: 'Brong Ahafo' })).toBeDisabled();
    await userEvent.selectOptions(region, 'Ahafo');
    expect(region).toHaveDisplayValue('Ahafo');
  });

  it('Escape closes the clinic question; submitting without a clinic says so', async () => {
    const fetch = server(() => json({}, 500));
    renderApp('/register-patient');
    await screen.findByRole('dialog', { name: CHOOSE }, { timeout: 5_000 });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    expect(await screen.findByText('Please select a clinic')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveAccessibleDescription('Required');
    expect(callsTo(fetch, '/api/clients/api/patients/')).toHaveLength(0);
  });

  it("a duplicate phone asks 'Confirm Save'; Proceed resends with confirm_save and goes to the booking page", async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    const bodies: Record<string, unknown>[] = [];
    const fetch = server((body) => {
      bodies.push(body);
      return body.confirm_save === true ? json(PATIENT, 201) : json(DUPLICATE, 400);
    });
    const { router } = renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' });
    expect(dialog).toHaveTextContent(CONFIRM_SAVE_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createAppointment'));
    expect(router.state.location.state).toEqual({ patient: PATIENT });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(valid);
    expect(bodies[1]).toEqual({ ...valid, confirm_save: true });
    expect(callsTo(fetch, '/api/clients/api/appointments/')).toHaveLength(0);
    expect(localStorage.getItem(DRAFT)).toBeNull();
  });

  it("'Confirm Save' names the patients holding the number, starts on Cancel, and Enter saves nothing", async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    const holder = { id: 12, patient_id: 'SL-000012', first_name: 'Abena', last_name: 'Mensah', dob: '1970-01-02' };
    const bodies: unknown[] = [];
    server((body) => {
      bodies.push(body);
      return json({ ...DUPLICATE, existing_patients: [holder] }, 400);
    });
    const { router } = renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' });
    expect(dialog).toHaveTextContent(CONFIRM_SAVE_TEXT);
    const list = within(dialog).getByRole('list', { name: 'Already registered with this number' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Abena Mensah (SL-000012, born 2 Jan 1970)');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Save' })).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/register-patient');

    // The link opens the existing patient's details, the patient in navigation state.
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Save' });
    await userEvent.click(within(again).getByRole('link', { name: 'Abena Mensah' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients-details'));
    expect(router.state.location.state).toEqual({ patient: holder });
    expect(bodies).toHaveLength(2);
  });

  it("'Confirm Save' still asks when the server names no one", async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    server(() => json(DUPLICATE, 400));
    renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' });
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
  });

  it('Cancel on the duplicate question keeps everything typed and saves nothing', async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    server(() => json(DUPLICATE, 400));
    const { router } = renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Save' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/register-patient');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(valid.first_name);
  });

  it('shows field errors of the server under their fields', async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    server(() => json({ first_name: ['Only letters, max 20 chars'] }, 400));
    renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Appointment' }, { timeout: 5_000 }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Only letters, max 20 chars'));
    expect(screen.getByText('Failed to create patient')).toBeInTheDocument();
  });

  it('Attend to Patient Now saves, books a same-day appointment and opens its consultation', async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    const fetch = server(() => json(PATIENT, 201));
    const { router } = renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Attend to Patient Now' }, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/77'));
    const [, init] = callsTo(fetch, '/api/clients/api/appointments/')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ patient: 41, appointment_type: 'New', status: 'Scheduled' });
  });

  it('alerts when the same-day appointment cannot be created', async () => {
    clinicStore.set('Old Site');
    withTypedRegistration();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server(() => json(PATIENT, 201), () => json({ detail: 'Boom' }, 500));
    const { router } = renderApp('/register-patient');
    await userEvent.click(await screen.findByRole('button', { name: 'Attend to Patient Now' }, { timeout: 5_000 }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to create appointment. Please try again.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients-details'));
    // A shareable address: the details page can be reloaded or bookmarked.
    expect(router.state.location.search).toBe(`?id=${PATIENT.id}`);
  });
});
