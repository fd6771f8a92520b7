/** /clinic-schedule (issue 13): the calendar, the Create Clinic Schedule dialog, roles. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEntry, ScheduleStaff } from '../../../../src/api/clinic-schedule';
import { OPENING_HOUR, openingScrollTime } from '../../../../src/screens/clinic-schedule/calendar-setup';
import { staffLabel } from '../../../../src/screens/clinic-schedule/staff-options';
import { resetClientState } from '../../support/client-state';
import { callsTo, json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 8_000 };
const TODAY = format(new Date(), 'yyyy-MM-dd');
const SCHEDULES = '/api/clinic-schedule/schedules/';
const STAFF = '/api/clinic-schedule/staff/';
const ABSENCES = '/api/clinic-schedule/absences/';

const entry = (id: number, name: string | null, start = '08:00', end = '14:00'): ScheduleEntry => ({
  id,
  date: TODAY,
  start_time: start,
  end_time: end,
  staff_id: id,
  staff: { id, name: name ?? '', role: 'student' },
});

const STAFF_LIST: ScheduleStaff[] = [
  { id: 3, name: 'Ama Mensah', role: 'student', available: true, unavailable_reason: null, scheduled: [] },
  { id: 4, name: 'Efua Boateng', role: 'student', available: false, unavailable_reason: 'On approved absence (2026-11-24 to 2026-11-26)', scheduled: [] },
  { id: 5, name: 'Kofi Asante', role: 'lecturer', available: true, unavailable_reason: null, scheduled: [] },
];

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

/** The coordinator's API: the schedule (growing with each accepted save), the staff, and `post` for a save. */
function coordinator(post: (body: unknown) => Response = (body) => json(body, 201), entries: ScheduleEntry[] = []) {
  return serve('coordinator', {
    [SCHEDULES]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? post(JSON.parse(String(init.body))) : json(entries)),
    [STAFF]: () => json(STAFF_LIST),
    [ABSENCES]: () => json([]),
  });
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Schedule' }, SLOW));
  return screen.findByRole('dialog', { name: 'Create Clinic Schedule' }, SLOW);
}

const toastText = () => document.body.textContent ?? '';

describe('ClinicScheduleScreen', () => {
  it("says 'Loading schedule...' while the schedule loads", async () => {
    serve('student', { [SCHEDULES]: () => new Promise<Response>(() => undefined) as unknown as Response, [ABSENCES]: () => json([]) });
    renderApp('/clinic-schedule');
    expect(await screen.findByText('Loading schedule...', undefined, SLOW)).toBeInTheDocument();
  });

  it("shows the week's entries titled with the staff names, 'Staff' when there is none, and asks for the range on show", async () => {
    const fetch = serve('student', { [SCHEDULES]: () => json([entry(1, 'Ama Mensah'), entry(2, null, '09:00', '10:00')]), [ABSENCES]: () => json([]) });
    renderApp('/clinic-schedule');
    expect(await screen.findByText('Ama Mensah', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(screen.queryByText('Loading schedule...')).not.toBeInTheDocument();
    const [url] = callsTo(fetch, SCHEDULES)[0]!;
    const week = new URL(url, 'http://localhost').searchParams;
    expect(new Date(`${week.get('from')}T12:00`).getDay()).toBe(1); // Monday
    // Day and agenda views ask for their own ranges; the toolbar is named buttons.
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(callsTo(fetch, SCHEDULES).some(([u]) => u.includes(`from=${TODAY}&to=${TODAY}`))).toBe(true));
    expect(await screen.findByText('Ama Mensah')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(await screen.findByText('08:00 – 14:00', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Staff' })).toBeInTheDocument();
    for (const name of ['Today', 'Back', 'Next', 'Week']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("offers 'Create Schedule' and the Absent requests link to the coordinator only", async () => {
    serve('student', { [SCHEDULES]: () => json([]), [ABSENCES]: () => json([]) });
    renderApp('/clinic-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic Schedule' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Today' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Create Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Absent requests' })).not.toBeInTheDocument();
  });

  it('opens the dialog with 08:00 to 14:00 and the staff by name, the absent one disabled with the reason', async () => {
    coordinator();
    renderApp('/clinic-schedule');
    expect(await screen.findByRole('link', { name: 'Absent requests' }, SLOW)).toHaveAttribute('href', '/absent-request');
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Start time/)).toHaveValue('08:00');
    expect(within(dialog).getByLabelText(/End time/)).toHaveValue('14:00');
    expect(await within(dialog).findByRole('checkbox', { name: 'Ama Mensah' }, SLOW)).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Efua Boateng — on approved absence (2026-11-24 to 2026-11-26)' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('refuses a save without a date and staff with the message', async () => {
    const fetch = coordinator();
    renderApp('/clinic-schedule');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(toastText()).toContain('Please select a date and at least one staff member.'));
    expect(callsTo(fetch, SCHEDULES).filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(0);
  });

  it('posts one entry per staff member, then clears the form and closes', async () => {
    const fetch = coordinator();
    renderApp('/clinic-schedule');
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Date/), TODAY);
    await waitFor(() => expect(callsTo(fetch, STAFF).some(([u]) => u.endsWith(`?date=${TODAY}`))).toBe(true));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ama Mensah' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kofi Asante' }));
    const gets = () => callsTo(fetch, SCHEDULES).filter(([, init]) => (init?.method ?? 'GET').toUpperCase() === 'GET').length;
    const before = gets();
    const staffAsked = () => callsTo(fetch, STAFF).filter(([u]) => u.endsWith(`?date=${TODAY}`)).length;
    const staffBefore = staffAsked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Clinic Schedule' })).not.toBeInTheDocument());
    expect(toastText()).toContain('Clinic schedule created successfully.');
    await waitFor(() => expect(gets()).toBeGreaterThan(before)); // the calendar asks again
    await waitFor(() => expect(staffAsked()).toBeGreaterThan(staffBefore)); // and the staff list, naming who is scheduled
    const posts = callsTo(fetch, SCHEDULES).filter(([, init]) => init?.method?.toUpperCase() === 'POST');
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual([
      { staff_id: 3, date: TODAY, start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: 1 },
      { staff_id: 5, date: TODAY, start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: 1 },
    ]);
    dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue('');
    expect(await within(dialog).findByRole('checkbox', { name: 'Ama Mensah' })).not.toBeChecked();
  });

  it("keeps the dialog open with what was typed and the server's reason when the save is refused", async () => {
    const refusal = { detail: `Ama Mensah is already scheduled on ${TODAY} from 08:00 to 14:00.` };
    coordinator(() => json(refusal, 400));
    renderApp('/clinic-schedule');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Date/), TODAY);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ama Mensah' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.detail);
    expect(toastText()).toContain('Failed to create schedule.');
    expect(screen.getByRole('dialog', { name: 'Create Clinic Schedule' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue(TODAY);
    expect(within(dialog).getByRole('checkbox', { name: 'Ama Mensah' })).toBeChecked();
  });

  it('names the staff already scheduled that day with their times, still choosable, and the absent with the reason', async () => {
    const kwame: ScheduleStaff = { id: 6, name: 'Kwame Asante', role: 'lecturer', available: true, unavailable_reason: null, scheduled: [] };
    expect(staffLabel(kwame)).toBe('Kwame Asante');
    const twice = { ...kwame, scheduled: [{ start_time: '08:00', end_time: '10:00' }, { start_time: '12:00', end_time: '14:00' }] };
    expect(staffLabel(twice)).toBe('Kwame Asante — scheduled 08:00–10:00, 12:00–14:00');
    expect(staffLabel(STAFF_LIST[1]!)).toBe('Efua Boateng — on approved absence (2026-11-24 to 2026-11-26)');

    serve('coordinator', {
      [SCHEDULES]: () => json([]),
      [STAFF]: () => json([{ ...kwame, scheduled: [{ start_time: '08:00', end_time: '14:00' }] }, ...STAFF_LIST]),
    });
    renderApp('/clinic-schedule');
    const dialog = await openDialog();
    const box = await within(dialog).findByRole('checkbox', { name: 'Kwame Asante — scheduled 08:00–14:00' }, SLOW);
    expect(box).toBeEnabled();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });

  it('unticks a ticked staff member once the staff list of a new date shows them unavailable, and says so', async () => {
    const OTHER = '2031-03-04';
    const absentThen = (member: ScheduleStaff): ScheduleStaff =>
      member.id === 3 ? { ...member, available: false, unavailable_reason: `On approved absence (${OTHER} to ${OTHER})` } : member;
    const fetch = serve('coordinator', {
      [SCHEDULES]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json(JSON.parse(String(init.body)), 201) : json([])),
      [STAFF]: (url) => json(url.searchParams.get('date') === OTHER ? STAFF_LIST.map(absentThen) : STAFF_LIST),
    });
    renderApp('/clinic-schedule');
    const dialog = await openDialog();
    const date = within(dialog).getByLabelText(/Date/);
    await userEvent.type(date, TODAY);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ama Mensah' }, SLOW));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kofi Asante' }));
    await userEvent.clear(date);
    await userEvent.type(date, OTHER);
    const ama = await within(dialog).findByRole('checkbox', { name: `Ama Mensah — on approved absence (${OTHER} to ${OTHER})` }, SLOW);
    await waitFor(() => expect(ama).not.toBeChecked());
    expect(ama).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Kofi Asante' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue(OTHER);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ama Mensah cannot be scheduled on this date and was unticked.');
    // What is saved is what is shown: Kofi alone.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(callsTo(fetch, SCHEDULES).some(([, init]) => init?.method?.toUpperCase() === 'POST')).toBe(true));
    const post = callsTo(fetch, SCHEDULES).find(([, init]) => init?.method?.toUpperCase() === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual([{ staff_id: 5, date: OTHER, start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: 1 }]);
  });

  it('opens the time views at 07:00', () => {
    const at = openingScrollTime();
    expect(OPENING_HOUR).toBe(7);
    expect([at.getHours(), at.getMinutes()]).toEqual([7, 0]);
  });
});
