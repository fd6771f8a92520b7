import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCreatedAppointment } from '../../../../src/api/appointment-cache';
import { type Appointment } from '../../../../src/api/appointments';
import { localDate } from '../../../../src/lib/local-date';
import { callsTo, json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, serve } from './support';

const SLOW = { timeout: 5_000 };

function summary(data = [appointment(1, 'Scheduled'), appointment(2, 'Completed'), ...[3, 4, 5, 6, 7].map((id) => appointment(id, 'Scheduled'))]) {
  return { today_appointments: { count: data.length, data }, pending_appointments: 6, completed_appointments: 1, total_patients: 40, recent_activity: [] };
}

/** `GET clients/api/appointments/today/` answers `{data, count}`. */
const todayList = (data: Appointment[]) => ({ data, count: data.length });

/** The server's answer for the page the URL asks: one page of `list` (in the server's order) and the whole count. */
function todayPage(list: Appointment[], url: URL) {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('page_size'));
  return { data: list.slice((page - 1) * size, page * size), count: list.length };
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const card = (label: string) => screen.getByText(label).closest('li')!;

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('shows the three counts and up to 5 scheduled appointments of today, with Attend to Patient for students', async () => {
    serve('student', { '/api/summary/api/dashboard/': () => json(summary()) });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW);
    await waitFor(() => expect(card("Today's Appointments")).toHaveTextContent('7'));
    expect(card('Pending Appointments')).toHaveTextContent('6');
    expect(card('Completed Appointments')).toHaveTextContent('1');
    expect(rowsOf('Upcoming Appointments').map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Patient 1',
      'Patient 3',
      'Patient 4',
      'Patient 5',
      'Patient 6',
    ]);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/appointments');
    await userEvent.click(screen.getByRole('button', { name: 'Attend to Patient Patient 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/3'), SLOW);
  });

  it('hides Attend to Patient and its column from roles that do not attend; shows the empty text', async () => {
    serve('hospital administrator', { '/api/summary/api/dashboard/': () => json(summary([appointment(2, 'Completed')])) });
    renderApp('/');
    expect(await screen.findByText('No scheduled appointments available.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('an appointment created today goes to the top of the list and bumps the pending count, without a reload', async () => {
    const fetch = serve('student', { '/api/summary/api/dashboard/': () => json(summary([appointment(1, 'Scheduled')])) });
    renderApp('/');
    await waitFor(() => expect(card('Pending Appointments')).toHaveTextContent('6'), SLOW);
    await recordCreatedAppointment({ ...appointment(9, 'Scheduled', 'Newest Patient'), appointment_date: localDate() });
    await waitFor(() => expect(card('Pending Appointments')).toHaveTextContent('7'));
    expect(card("Today's Appointments")).toHaveTextContent('2');
    expect(within(rowsOf('Upcoming Appointments')[0]!).getByText('Newest Patient')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/summary/api/dashboard/')).toHaveLength(1);
  });
});

describe("Today's appointments", () => {
  it('asks the server for one page of 10 at a time, with coloured badges and Consult for the consulting roles', async () => {
    // The server's order: Scheduled, then Completed, then Cancelled.
    const list = [...Array.from({ length: 10 }, (_, i) => appointment(10 + i, 'Scheduled')), appointment(2, 'Completed'), appointment(1, 'Cancelled')];
    const fetch = serve('systems administrator', {
      '/api/clients/api/appointments/today/': (url) => json(todayPage(list, url)),
      '/api/summary/api/dashboard/': () => json(summary()),
      // What the consultation reads first: the appointment.
      '/api/clients/api/appointments/2/': () => json(appointment(2, 'Completed')),
    });
    const { router } = renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(10), SLOW);
    // Date (and time), Patient ID, Name, Type, Clinician, Status.
    const status = (row: HTMLElement) => within(row).getAllByRole('cell')[5]!.textContent;
    expect(rowsOf("Today's appointments").map(status)).toEqual(Array(10).fill('Scheduled'));
    expect(within(rowsOf("Today's appointments")[0]!).getByText('Scheduled')).toHaveClass('status-badge--warning');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf("Today's appointments").map(status)).toEqual(['Completed', 'Cancelled']));
    expect(callsTo(fetch, '/api/clients/api/appointments/today/').map(([url]) => new URL(url, 'http://localhost').search)).toEqual([
      '?page=1&page_size=10',
      '?page=2&page_size=10',
    ]);
    expect(within(rowsOf("Today's appointments")[0]!).getByText('Completed')).toHaveClass('status-badge--success');
    expect(within(rowsOf("Today's appointments")[1]!).getByText('Cancelled')).toHaveClass('status-badge--danger');
    await userEvent.click(within(rowsOf("Today's appointments")[0]!).getByRole('button', { name: /^Consult/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/2'), SLOW);
    // The consultation screen's chunk is compiled on this first visit.
  }, 20_000);

  it('offers no Consult to a hospital administrator; shows the empty text and errors', async () => {
    serve('hospital administrator', { '/api/clients/api/appointments/today/': () => json(todayList([appointment(1, 'Scheduled')])) });
    renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(1), SLOW);
    expect(screen.queryByRole('button', { name: /^Consult/ })).not.toBeInTheDocument();
  });

  it('an appointment created today goes to the top of the cached list, without a reload', async () => {
    const fetch = serve('student', { '/api/clients/api/appointments/today/': () => json(todayList([appointment(1, 'Scheduled')])) });
    renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(1), SLOW);
    await recordCreatedAppointment({ ...appointment(9, 'Scheduled', 'Newest Patient'), appointment_date: localDate() });
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(2));
    expect(within(rowsOf("Today's appointments")[0]!).getByText('Newest Patient')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/clients/api/appointments/today/')).toHaveLength(1);
  });

  it("says 'No appointments available.' and 'Error: {message}'", async () => {
    serve('student', { '/api/clients/api/appointments/today/': () => json({ detail: 'Database unavailable.' }, 503) });
    renderApp('/appointments');
    expect(await screen.findByText('Error: Database unavailable.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No appointments available.')).toBeInTheDocument();
  });
});

describe('Dashboard links to the clinic operations', () => {
  it.each([
    ['hospital administrator', ['Inventory', 'Dispensary']],
    ['systems administrator', ['Inventory', 'Dispensary']],
    ['coordinator', ['Inventory']],
  ])('shows %s the links %j', async (role, links) => {
    serve(role, { '/api/summary/api/dashboard/': () => json(summary([])) });
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Clinic operations' }, SLOW);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(links);
    expect(within(nav).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('shows none to a student', async () => {
    serve('student', { '/api/summary/api/dashboard/': () => json(summary([])) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Clinic operations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dispensary' })).not.toBeInTheDocument();
  });
});
