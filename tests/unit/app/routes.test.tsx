import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../support/fetch-mock';
import { resetClientState, signIn, userWithRole } from '../support/client-state';
import { renderApp } from '../support/render-app';

/** Every authenticated route of spec §2.1, the heading it shows and its document title (the heading when not given). */
const ROUTES: [string, string, string?][] = [
  ['/', 'Dashboard'],
  ['/my-patients', 'Patients'],
  ['/patients-details', 'Patient Details'],
  ['/register-patient', 'New Patient'],
  ['/appointments', "Today's Appointments", 'Appointments'],
  ['/inventory', 'Inventory'],
  ['/dispensary', 'Dispensary'],
  ['/case-history/12', 'Case History'],
  ['/visual-acuity/12', 'Visual Acuity'],
  ['/externals/12', 'Externals'],
  ['/internals/12', 'Internals'],
  ['/refraction/12', 'Refraction'],
  ['/extra-tests/12', 'Extra Tests'],
  ['/diagnosis?appointment=12', 'Diagnosis'],
  ['/management?appointment=12', 'Management'],
  ['/createAppointment', 'Book Appointment'],
  ['/consultation/12', 'Consultation'],
  ['/patients/search?query=ama', 'Search Results for "ama"', 'Search Results'],
  ['/absent-request', 'Absent Request'],
  ['/my-portal', 'My Portal'],
  ['/case-reviews', 'Case Reviews'],
  ['/clinic-schedule', 'Clinic Schedule'],
  ['/pending-reviews', 'Pending Reviews'],
  ['/reports', 'Reports'],
  ['/rubrics', 'Rubrics'],
];

beforeEach(() => {
  resetClientState();
  // The consultation's screens need their appointment; everything else answers 404.
  const appointment = { id: 12, patient: 3, appointment_date: '2026-11-21', appointment_type: 'New', status: 'Scheduled', notes: null, patient_id: null, patient_name: null };
  stubFetch((url) => (url.endsWith('/api/clients/api/appointments/12/') ? json(appointment) : json({ detail: 'Not found.' }, 404)));
  signIn(userWithRole('student'));
});
afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it.each(ROUTES)('%s shows the %s screen inside the layout', async (path, heading, title = heading) => {
    renderApp(path);
    // The first visit of a screen compiles its chunk: allow for a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe(`${title} · Sightline`));
  });

  it('/case-reviews is the student\'s own screen, no longer a placeholder', async () => {
    renderApp('/case-reviews');
    // Every call answers 404 here: the screen's own failure text shows.
    expect(await screen.findByText(/Your cases could not be loaded\./, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('This page is under construction.')).not.toBeInTheDocument();
  });

  it.each([
    ['/register-patient', 'New Patient'],
    ['/pending-reviews', 'Pending Reviews'],
    ['/reviews/12', 'Case Review'],
  ])('%s tells a role that may not use it so', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('This page is not available to your role.')).toBeInTheDocument();
  });

  it.each([
    ['/register-patient', 'hospital administrator', 'Choose the clinic in which you are attending to this patient'],
    ['/createAppointment', 'systems administrator', 'Error: No valid patient selected.'],
  ])('%s shows its screen to %s', async (path, role, text) => {
    signIn(userWithRole(role));
    renderApp(path);
    expect(await screen.findByText(text, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('This page is not available to your role.')).not.toBeInTheDocument();
  });
});
