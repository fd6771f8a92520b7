/**
 * /clinic-schedule (issue 23): places and approved absences on the calendar, the coordinator's 'Edit Schedule Entry'
 * (save, delete after a question, the focus after each), the calendar's width for entries side by side.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { Views } from 'react-big-calendar';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleAbsence, ScheduleEntry } from '../../../../src/api/clinic-schedule';
import { calendarMinWidth, MIN_BLOCK_PX, MIN_CALENDAR_PX, mostSideBySide } from '../../../../src/screens/clinic-schedule/calendar-width';
import { resetClientState } from '../../support/client-state';
import { callsTo, json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 8_000 };
const TODAY = format(new Date(), 'yyyy-MM-dd');
const SCHEDULES = '/api/clinic-schedule/schedules/';
const ABSENCES = '/api/clinic-schedule/absences/';
const ENTRY = `${SCHEDULES}7/`;

const entry = (id: number, name: string, start = '08:00', end = '14:00', place: string | null = null): ScheduleEntry => ({
  id,
  date: TODAY,
  start_time: start,
  end_time: end,
  staff_id: id,
  staff: { id, name, role: 'student' },
  place,
});
const ABSENCE: ScheduleAbsence = { id: 1, from_date: TODAY, to_date: TODAY, staff: { id: 9, name: 'Yaw Darko', role: 'lecturer' } };

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

/** The API of `role`: today's one entry (with a place), one absence, and the entry's PATCH and DELETE. */
function api(role: string) {
  let current: ScheduleEntry[] = [entry(7, 'Ama Mensah', '08:00', '14:00', 'Old Site')];
  return serve(role, {
    [SCHEDULES]: () => json(current),
    [ABSENCES]: () => json([ABSENCE]),
    [ENTRY]: (_url, init) => {
      const method = init.method?.toUpperCase();
      if (method === 'PATCH') {
        current = [{ ...current[0]!, ...(JSON.parse(String(init.body)) as object) }];
        return json(current[0]);
      }
      const gone = current[0];
      current = [];
      return json(gone);
    },
  });
}

const block = () => screen.findByRole('button', { name: /Ama Mensah/ }, SLOW);
const toastText = () => document.body.textContent ?? '';

describe('the calendar', () => {
  it("shows each entry's place in its block and the approved absences under their day", async () => {
    api('student');
    renderApp('/clinic-schedule');
    expect(within(await block()).getByText('Old Site')).toBeInTheDocument();
    expect(await screen.findByText('Absent: Yaw Darko', undefined, SLOW)).toBeInTheDocument();
  });

  it('opens nothing from a block for a role that may not edit', async () => {
    api('student');
    renderApp('/clinic-schedule');
    await userEvent.click(await block());
    expect(screen.queryByRole('dialog', { name: 'Edit Schedule Entry' })).not.toBeInTheDocument();
  });
});

describe('Edit Schedule Entry', () => {
  it('opens from a block by keyboard, saves the change and puts the focus back on the block', async () => {
    const fetch = api('coordinator');
    renderApp('/clinic-schedule');
    (await block()).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule Entry' }, SLOW);
    expect(within(dialog).getByLabelText(/Start time/)).toHaveValue('08:00');
    expect(within(dialog).getByRole('checkbox', { name: 'Ama Mensah' })).toBeChecked();
    const place = within(dialog).getByLabelText(/Place/);
    expect(place).toHaveValue('Old Site');
    await userEvent.clear(place);
    await userEvent.type(place, 'CCTU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Schedule Entry' })).not.toBeInTheDocument());
    const patch = callsTo(fetch, ENTRY).find(([, init]) => init?.method?.toUpperCase() === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({ staff_id: 7, date: TODAY, start_time: '08:00', end_time: '14:00', place: 'CCTU' });
    await waitFor(() => expect(toastText()).toContain('Schedule entry updated.'));
    await waitFor(() => expect(document.activeElement).toHaveClass('schedule-entry-7'));
  });

  it('deletes only once the question is answered, then puts the focus on the calendar', async () => {
    const fetch = api('coordinator');
    renderApp('/clinic-schedule');
    await userEvent.click(await block());
    const dialog = await screen.findByRole('dialog', { name: 'Edit Schedule Entry' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    let question = await screen.findByRole('dialog', { name: 'Delete Schedule Entry' }, SLOW);
    expect(question).toHaveTextContent('Ama Mensah');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Entry' })).toHaveFocus());
    expect(callsTo(fetch, ENTRY)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Entry' }));
    question = await screen.findByRole('dialog', { name: 'Delete Schedule Entry' }, SLOW);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Schedule Entry' })).not.toBeInTheDocument());
    expect(callsTo(fetch, ENTRY).map(([, init]) => init?.method?.toUpperCase())).toEqual(['DELETE']);
    await waitFor(() => expect(toastText()).toContain('Schedule entry deleted.'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Schedule calendar' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ama Mensah/ })).not.toBeInTheDocument());
  });
});

describe('calendar width', () => {
  it('counts the entries of one day that run at the same time (touching ones do not)', () => {
    const entries = [entry(1, 'A'), entry(2, 'B'), entry(3, 'C', '09:00', '10:00'), entry(4, 'D', '14:00', '16:00')];
    expect(mostSideBySide(entries)).toBe(3);
    expect(mostSideBySide([])).toBe(0);
  });

  it('widens the week so that each block keeps room for a name, never below the narrowest calendar', () => {
    expect(calendarMinWidth(Views.WEEK, [])).toBeGreaterThanOrEqual(MIN_CALENDAR_PX);
    const four = [1, 2, 3, 4].map((id) => entry(id, `Staff ${id}`));
    expect(calendarMinWidth(Views.WEEK, four)).toBeGreaterThanOrEqual(7 * 4 * MIN_BLOCK_PX);
    expect(calendarMinWidth(Views.AGENDA, four)).toBe(MIN_CALENDAR_PX);
  });
});
