/** /absent-request: tabs per status, who actioned what, Approve/Decline after a confirmation, 'Make Request'. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbsentRequest } from '../../../../src/api/absences';
import { dateTimeText } from '../../../../src/screens/absent-requests/request-table';
import { resetClientState } from '../../support/client-state';
import { callsTo, json } from '../../support/fetch-mock';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const PATH = '/api/absences/absent-requests/';

function item(id: number, overrides: Partial<AbsentRequest> = {}): AbsentRequest {
  return {
    id,
    from_date: '2026-12-01',
    to_date: '2026-12-03',
    reason: `Reason ${id}`,
    status: 'pending',
    requester: { id: 7, name: 'Kwame Mensah', role: 'student' },
    requested_at: '2026-11-20T10:00:00.000Z',
    actioned_by: null,
    actioned_by_id: null,
    actioned_at: null,
    can_action: false,
    ...overrides,
  };
}

const APPROVED = item(2, { status: 'approved', actioned_by: 'Dr Adjei', actioned_by_id: 3, actioned_at: '2026-11-21T09:30:00.000Z' });
const REJECTED = item(3, { status: 'rejected', actioned_by: 'Efua Coordinator', actioned_by_id: 4, actioned_at: '2026-11-22T14:05:00.000Z' });

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

/** The texts of the toasts showing (PrimeReact gives each the role alert, in the toast region). */
const toastTexts = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.closest('.p-toast'))
    .map((alert) => alert.textContent?.trim());

async function table(name: string) {
  return screen.findByRole('table', { name }, SLOW);
}

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

describe('Absent requests: lists', () => {
  it('shows each status in its tab, with who actioned it and when', async () => {
    serve('student', { [PATH]: () => json([item(1), APPROVED, REJECTED]) });
    renderApp('/absent-request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Absent Request' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const pending = await table('Pending requests');
    expect(await within(pending).findByText('Reason 1')).toBeInTheDocument();
    for (const header of ['Requester', 'From', 'To', 'Reason', 'Requested']) {
      expect(within(pending).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(pending).queryByRole('columnheader', { name: 'Actioned by' })).not.toBeInTheDocument();
    expect(within(pending).getByText('Kwame Mensah')).toBeInTheDocument();
    // Dates are whole <time> elements the table keeps on one line (absent-requests.css).
    const from = within(pending).getByText('1 Dec 2026');
    expect(from.tagName).toBe('TIME');
    expect(from).toHaveAttribute('dateTime', '2026-12-01');
    expect(from).toHaveClass('cell-nowrap');
    // A moment is one <time>, its date and its time each kept whole.
    const requested = within(pending).getByText((_, element) => element?.tagName === 'TIME' && element.textContent === dateTimeText('2026-11-20T10:00:00.000Z'));
    expect(requested).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(requested.querySelectorAll('.cell-nowrap')).toHaveLength(2);
    expect(within(pending).queryByText('Reason 2')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const approved = await table('Approved requests');
    expect(within(approved).getByRole('columnheader', { name: 'Actioned by' })).toBeInTheDocument();
    expect(within(approved).getByRole('columnheader', { name: 'Actioned at' })).toBeInTheDocument();
    const approvedRow = within(approved).getByRole('row', { name: /Reason 2/ });
    expect(approvedRow).toHaveTextContent('Dr Adjei');
    expect(approvedRow).toHaveTextContent(dateTimeText('2026-11-21T09:30:00.000Z'));
    expect(within(approved).queryByText('Reason 1')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await table('Rejected requests');
    const rejectedRow = within(rejected).getByRole('row', { name: /Reason 3/ });
    expect(rejectedRow).toHaveTextContent('Efua Coordinator');
    expect(rejectedRow).toHaveTextContent(dateTimeText('2026-11-22T14:05:00.000Z'));
  });

  it('formats the moment as date and time', () => {
    expect(dateTimeText(null)).toBe('—');
    expect(dateTimeText('not a date')).toBe('not a date');
    expect(dateTimeText('2026-11-21T09:30:00.000Z')).toMatch(/2026/);
  });

  it('says when a tab has no requests', async () => {
    serve('student', { [PATH]: () => json([]) });
    renderApp('/absent-request');
    expect(await screen.findByText('No pending requests.', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No approved requests.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected requests.')).toBeInTheDocument();
  });

  it('shows loading, then a failed read with Retry that reads again', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = serve('student', {
      [PATH]: () => (fail ? json({ detail: 'Database unavailable.' }, 503) : json([item(1)])),
    });
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).includes(PATH)) await gate;
      return base(input, init);
    });
    renderApp('/absent-request');
    expect(await screen.findByText('Loading requests...', undefined, SLOW)).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Database unavailable.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Reason 1', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Absent requests: Approve and Decline', () => {
  it('offers them only on pending rows the reader may action', async () => {
    serve('lecturer', {
      [PATH]: () =>
        json([
          item(1, { can_action: true }),
          item(4, { reason: 'Own request', requester: { id: 1, name: 'Ama Owusu', role: 'lecturer' } }),
          APPROVED,
        ]),
    });
    renderApp('/absent-request');
    const pending = await table('Pending requests');
    const mine = await within(pending).findByRole('row', { name: /Own request/ });
    const theirs = within(pending).getByRole('row', { name: /Reason 1/ });
    expect(within(theirs).getByRole('button', { name: 'Approve the request of Kwame Mensah, 1 Dec 2026 to 3 Dec 2026' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: /^Decline the request of Kwame Mensah/ })).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(within(await table('Approved requests')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no actions to a student', async () => {
    serve('student', { [PATH]: () => json([item(1), APPROVED]) });
    renderApp('/absent-request');
    const pending = await table('Pending requests');
    await within(pending).findByText('Reason 1');
    expect(within(pending).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pending).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('approves after confirming; the request moves to Approved', async () => {
    let approved = false;
    const fetch = serve('lecturer', {
      [PATH]: () => json([approved ? { ...item(1), status: 'approved', actioned_by: 'Ama Owusu', actioned_at: '2026-11-24T08:00:00.000Z' } : item(1, { can_action: true })]),
      [`${PATH}1/`]: (_url, init) => {
        approved = true;
        return json({ ...item(1), status: (bodyOf(init) as { status: string }).status });
      },
    });
    renderApp('/absent-request');
    const pending = await table('Pending requests');
    await userEvent.click(await within(pending).findByRole('button', { name: /^Approve the request/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request' });
    expect(dialog).toHaveTextContent('Approve the absence request of Kwame Mensah, 1 Dec 2026 to 3 Dec 2026?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo(fetch, `${PATH}1/`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(fetch, `${PATH}1/`)).toHaveLength(1));
    const [, init] = callsTo(fetch, `${PATH}1/`)[0]!;
    expect(init?.method?.toUpperCase()).toBe('PUT');
    expect(bodyOf(init)).toEqual({ status: 'approved' });
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(await within(pending).findByText('No pending requests.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const row = within(await table('Approved requests')).getByRole('row', { name: /Reason 1/ });
    expect(row).toHaveTextContent('Ama Owusu');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetch = serve('lecturer', { [PATH]: () => json([item(1, { can_action: true })]) });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: /^Decline the request/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Decline request' })).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method?.toUpperCase() === 'PUT')).toHaveLength(0);
  });

  it.each([
    ['Approve', 'Failed to approve request', 'approved'],
    ['Decline', 'Failed to decline request', 'rejected'],
  ])('%s that fails says %s', async (verb, message, status) => {
    const fetch = serve('lecturer', {
      [PATH]: () => json([item(1, { can_action: true })]),
      [`${PATH}1/`]: () => json({ detail: 'Something went wrong.' }, 500),
    });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${verb} the request`) }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: `${verb} request` });
    await userEvent.click(within(dialog).getByRole('button', { name: verb }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetch, `${PATH}1/`)[0]![1])).toEqual({ status });
  });

  it('says why when the server refuses the decision as a conflict', async () => {
    serve('lecturer', {
      [PATH]: () => json([item(1, { can_action: true })]),
      [`${PATH}1/`]: () => json({ detail: 'Kwame Mensah is on the clinic schedule on 2026-12-01 from 09:00 to 12:00.' }, 409),
    });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: /^Approve the request/ }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Failed to approve request: Kwame Mensah is on the clinic schedule on 2026-12-01 from 09:00 to 12:00.'),
    ).toBeInTheDocument();
  });
});

describe('Absent requests: Make Request', () => {
  it('is offered to the roles that request, not to a coordinator', async () => {
    serve('coordinator', { [PATH]: () => json([]) });
    renderApp('/absent-request');
    expect(await screen.findByText('No pending requests.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Request' })).not.toBeInTheDocument();
  });

  it('is not offered to a role that may not see the screen', async () => {
    serve('hospital administrator', { [PATH]: () => json([]) });
    renderApp('/absent-request');
    expect(await screen.findByText('This page is not available to your role.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Request' })).not.toBeInTheDocument();
  });

  it('requires every field, then submits and refreshes the list', async () => {
    const created: unknown[] = [];
    const fetch = serve('student', {
      [PATH]: (_url, init) => {
        if (init.method?.toUpperCase() === 'POST') {
          created.push(bodyOf(init));
          return json(item(9, { reason: 'Family event' }), 201);
        }
        return json(created.length > 0 ? [item(9, { reason: 'Family event' })] : []);
      },
    });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Request' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Make Request' });
    const submit = await within(dialog).findByRole('button', { name: 'Submit Request' }, SLOW);
    await userEvent.click(submit);
    await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3));
    expect(fetch.mock.calls.filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^From date/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^To date/), { target: { value: '2026-12-02' } });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Family event');
    await userEvent.click(submit);
    await waitFor(() => expect(created).toEqual([{ from_date: '2026-12-01', to_date: '2026-12-02', reason: 'Family event' }]));
    expect(await screen.findByText('Request submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make Request' })).not.toBeInTheDocument());
    expect(await within(await table('Pending requests')).findByText('Family event')).toBeInTheDocument();
  });

  it('keeps the dialog open with what was typed and the server messages when refused; the toast says what to fix and goes once the corrected request is sent', async () => {
    const posted: unknown[] = [];
    serve('lecturer', {
      [PATH]: (_url, init) => {
        if (init.method?.toUpperCase() !== 'POST') return json([]);
        posted.push(bodyOf(init));
        return posted.length === 1 ? json({ to_date: ['To date cannot be before from date.'] }, 400) : json(item(9, { reason: 'Workshop' }), 201);
      },
    });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Request' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Make Request' });
    fireEvent.change(await within(dialog).findByLabelText(/^From date/, undefined, SLOW), { target: { value: '2026-12-05' } });
    fireEvent.change(within(dialog).getByLabelText(/^To date/), { target: { value: '2026-12-01' } });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Workshop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('To date cannot be before from date.')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual(['To date cannot be before from date.']));
    expect(screen.queryByText('Failed to submit request')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Make Request' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^From date/)).toHaveValue('2026-12-05');
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Workshop');

    fireEvent.change(within(dialog).getByLabelText(/^To date/), { target: { value: '2026-12-06' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Request submitted']));
    expect(posted).toHaveLength(2);
  });

  it("says 'Failed to submit request' when the server refuses without field messages", async () => {
    serve('lecturer', {
      [PATH]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json({ detail: 'Server error' }, 500) : json([])),
    });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Request' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Make Request' });
    fireEvent.change(await within(dialog).findByLabelText(/^From date/, undefined, SLOW), { target: { value: '2026-12-05' } });
    fireEvent.change(within(dialog).getByLabelText(/^To date/), { target: { value: '2026-12-06' } });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Workshop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to submit request']));
    expect(screen.getByRole('dialog', { name: 'Make Request' })).toBeInTheDocument();
  });

  it('Cancel closes the dialog, sends nothing, and it opens empty again', async () => {
    const fetch = serve('student', { [PATH]: () => json([]) });
    renderApp('/absent-request');
    await userEvent.click(await screen.findByRole('button', { name: 'Make Request' }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Make Request' });
    await userEvent.type(await within(dialog).findByLabelText(/^Reason/, undefined, SLOW), 'Half-typed reason');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make Request' })).not.toBeInTheDocument());
    expect(fetch.mock.calls.filter(([, init]) => init?.method?.toUpperCase() === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Make Request' }));
    dialog = await screen.findByRole('dialog', { name: 'Make Request' });
    expect(await within(dialog).findByLabelText(/^Reason/, undefined, SLOW)).toHaveValue('');
  });
});
