import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, patient, serve } from './support';
import type { Patient } from '../../../../src/api/patients';

const SLOW = { timeout: 5_000 };
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Patients list', () => {
  it('shows a page of 10 from the server with the fallbacks of missing values, and pages on', async () => {
    const pages: string[] = [];
    serve('hospital administrator', {
      '/api/clients/api/patients/': (url) => {
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('page_size')}`);
        const results = [patient(1, { patient_id: null, clinic: null, primary_phone: null } as unknown as Partial<Patient>), patient(2)];
        return json({ results, count: 35 });
      },
    });
    renderApp('/my-patients');
    await waitFor(() => expect(rowsOf('Patients')).toHaveLength(2), SLOW);
    expect(cells(rowsOf('Patients')[0]!).slice(0, 4)).toEqual(['N/A', 'Ama Owusu1', 'Not assigned', 'Not provided']);
    expect(cells(rowsOf('Patients')[1]!).slice(0, 4)).toEqual(['SL-000002', 'Ama Owusu2', 'Old Site', '0241234567']);
    expect(within(rowsOf('Patients')[1]!).getByRole('button', { name: 'Book Appointment for Ama Owusu2' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Patients pages' });
    expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', '1', '2', '3', '4', 'Next']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toContain('2/10'));
    expect(pages[0]).toBe('1/10');
  });

  it('offers Book Appointment only to the booking roles, and shows the error line', async () => {
    serve('student', { '/api/clients/api/patients/': () => json({ detail: 'Database unavailable.' }, 503) });
    renderApp('/my-patients');
    expect(await screen.findByText('Error fetching patients: Database unavailable.', undefined, SLOW)).toBeInTheDocument();
  });

  it('View opens the patient details; Book Appointment opens the booking page with the patient', async () => {
    serve('hospital administrator', { '/api/clients/api/patients/': () => json({ results: [patient(5)], count: 1 }) });
    const { router } = renderApp('/my-patients');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Appointment for Ama Owusu5' }, SLOW));
    expect(screen.queryByRole('navigation', { name: 'Patients pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/createAppointment'), SLOW);
    expect(router.state.location.state).toEqual({ patient: { id: 5, patient_id: 'SL-000005', first_name: 'Ama', last_name: 'Owusu5' } });
    // The booking form may render again when its widgets arrive: the name is looked up afresh until it is there.
    await waitFor(() => expect(screen.getByText('Ama Owusu5', { exact: false })).toBeInTheDocument(), SLOW);
  });
});

describe('Patient search results', () => {
  it('shows the results of the query, paged here, with Book Appointment', async () => {
    serve('hospital administrator', { '/api/clients/api/search/': (url) => json(url.searchParams.get('search') === 'ama' ? Array.from({ length: 12 }, (_, i) => patient(i + 1)) : []) });
    renderApp('/patients/search?query=ama');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for "ama"' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Search results')).toHaveLength(10));
    expect(screen.getAllByRole('button', { name: /^Book Appointment/ })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowsOf('Search results')).toHaveLength(2);
  });

  it('offers Book Appointment to every role here, a student too (platform §2.7)', async () => {
    serve('student', { '/api/clients/api/search/': () => json([patient(1), patient(2)]) });
    renderApp('/patients/search?query=ama');
    await waitFor(() => expect(rowsOf('Search results')).toHaveLength(2), SLOW);
    expect(screen.getAllByRole('button', { name: /^Book Appointment/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(2);
  });

  it("says 'No patients found.'", async () => {
    serve('student', { '/api/clients/api/search/': () => json([]) });
    renderApp('/patients/search?query=zzz');
    expect(await screen.findByText('No patients found.', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Patient details', () => {
  it("says 'No patient data available.' without a patient", async () => {
    serve('student', {});
    renderApp('/patients-details');
    expect(await screen.findByText('No patient data available.', undefined, SLOW)).toBeInTheDocument();
  });

  it("shows the header, More Info, and the appointments whose View More shows each section's empty text", async () => {
    serve('student', {
      '/api/clients/api/patient-detail/5/': () => json(patient(5, { insurance_provider: 'NHIS', insurance_type: 'Public' })),
      '/api/clients/api/5/appointments/': () => json([appointment(31, 'Completed')]),
    });
    const { router } = renderApp('/');
    await router.navigate('/patients-details', { state: { patient: { id: 5 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Owusu5' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Insurance provider').nextSibling).toHaveTextContent('NHIS');
    expect(screen.getByText('Alternate phone').nextSibling).toHaveTextContent('N/A');
    await userEvent.click(screen.getByRole('tab', { name: 'Appointments' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View More of 21 Nov 2026' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(await within(dialog).findByText('No Case History Found.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Management' }));
    expect(await within(dialog).findByText('No management plan found.')).toBeInTheDocument();
    const footerClose = within(dialog).getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close');
    await userEvent.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a coordinator the appointments without View More, saying the records are not for their role', async () => {
    const fetch = serve('coordinator', {
      '/api/clients/api/patient-detail/5/': () => json(patient(5)),
      '/api/clients/api/5/appointments/': () => json([appointment(31, 'Completed')]),
    });
    const { router } = renderApp('/');
    await router.navigate('/patients-details', { state: { patient: { id: 5 } } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Appointments' }, SLOW));
    expect(await screen.findByText('Examination records are not available to your role.')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Appointments')).toHaveLength(1));
    // Date, Time, Type, Clinician, Status: neither a time nor a clinician was booked.
    expect(cells(rowsOf('Appointments')[0]!)).toEqual(['21 Nov 2026', '—', 'New', '—', 'Completed']);
    expect(screen.queryByRole('button', { name: /^View More/ })).not.toBeInTheDocument();
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths.filter((path) => /\/(tests|diagnosis|management|files)\//.test(path))).toEqual([]);
  });
});
