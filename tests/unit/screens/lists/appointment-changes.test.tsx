/**
 * Today's list, for the front desk: Reschedule, Cancel and No-show on Scheduled rows only (and for no other role);
 * No-show sends the cancellation with the reason 'No-show'; a refusal's detail shows in the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Appointment } from '../../../../src/api/appointments';
import { callsTo, json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { appointment, serve } from './support';

const SLOW = { timeout: 5_000 };
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

function serveToday(role: string, list: Appointment[], patch: () => Response) {
  return serve(role, {
    '/api/clients/api/appointments/today/': () => json({ data: list, count: list.length }),
    '/api/summary/api/dashboard/': () =>
      json({ today_appointments: { count: list.length, data: list }, pending_appointments: 1, completed_appointments: 1, total_patients: 2, recent_activity: [] }),
    '/api/clients/api/appointments/1/': patch,
  });
}

describe("Today's appointments: changes", () => {
  it('offers the changes on Scheduled rows only; No-show sends Cancelled with the reason No-show', async () => {
    const list = [appointment(1, 'Scheduled', 'Ama Owusu'), appointment(2, 'Completed', 'Kofi Mensah')];
    const fetch = serveToday('hospital administrator', list, () => json({ ...list[0]!, status: 'Cancelled', cancel_reason: 'No-show' }));
    renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(2), SLOW);
    const [scheduled, completed] = rowsOf("Today's appointments");
    for (const label of ['Reschedule', 'Cancel', 'No-show']) {
      expect(within(scheduled!).getByRole('button', { name: `${label} Ama Owusu` })).toBeInTheDocument();
    }
    expect(within(completed!).queryAllByRole('button')).toEqual([]);
    await userEvent.click(within(scheduled!).getByRole('button', { name: 'No-show Ama Owusu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark No-show' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark No-show' }));
    await waitFor(() => expect(callsTo(fetch, '/api/clients/api/appointments/1/')).toHaveLength(1));
    const [, init] = callsTo(fetch, '/api/clients/api/appointments/1/')[0]!;
    expect(init?.method?.toUpperCase()).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Cancelled', cancel_reason: 'No-show' });
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const list = [appointment(1, 'Scheduled', 'Ama Owusu')];
    serveToday('systems administrator', list, () => json({ detail: 'A completed appointment cannot be changed.' }, 409));
    renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(1), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Ama Owusu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), 'Unwell');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await within(dialog).findByText('A completed appointment cannot be changed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel Appointment' })).toBeInTheDocument();
  });

  it('offers no changes to roles other than the front desk', async () => {
    serveToday('coordinator', [appointment(1, 'Scheduled', 'Ama Owusu')], () => json({}, 403));
    renderApp('/appointments');
    await waitFor(() => expect(rowsOf("Today's appointments")).toHaveLength(1), SLOW);
    expect(screen.queryByRole('button', { name: /^(Reschedule|Cancel|No-show) / })).not.toBeInTheDocument();
  });
});
