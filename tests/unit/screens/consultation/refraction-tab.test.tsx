import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../src/app/app-providers';
import { DraftOwnerProvider } from '../../../../src/engine';
import { SchemaSectionTab } from '../../../../src/screens/consultation/sections/schema-section-tab';
import { resetClientState } from '../../support/client-state';
import { draftOwner } from '../../support/draft-owner';
import { callsTo, json } from '../../support/fetch-mock';
import { appointment, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const PATH = '/api/tests/api/refraction/7/';
const rows = (sph: string) => [
  { eye: 'OD', sph, cyl: null, axis: null, va_6m: '6/6' },
  { eye: 'OS', sph, cyl: null, axis: null, va_6m: '6/6' },
];
const saved = {
  id: 3,
  saved_at: '2026-11-24T09:00:00.000Z',
  objective_method: 'Retinoscopy',
  objective: rows('+1.00'),
  subjective: rows('+0.75').map((row) => ({ ...row, add: null, va_0_4m: null })),
  cycloplegic: rows('+1.25'),
};

function renderTab() {
  const onDone = vi.fn();
  render(
    <AppProviders>
      <DraftOwnerProvider owner={draftOwner('1')}>
        <SchemaSectionTab formId="refraction" appointment={appointment(7, 'Scheduled')} readOnly={false} onDone={onDone} />
      </DraftOwnerProvider>
    </AppProviders>,
  );
  return onDone;
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Refraction tab', () => {
  it('removing the cycloplegic refraction sends an empty list', async () => {
    const fetch = serve('student', {
      [PATH]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json({ ...saved, cycloplegic: [], id: 4 }, 201) : json(saved)),
    });
    const onDone = renderTab();
    const toggle = await screen.findByRole('checkbox', { name: 'Add cycloplegic refraction' }, SLOW);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    const posts = callsTo(fetch, PATH).filter(([, init]) => init?.method?.toUpperCase() === 'POST');
    expect(posts).toHaveLength(1);
    const body = JSON.parse(String(posts[0]![1]!.body)) as Record<string, unknown>;
    expect(body.cycloplegic).toEqual([]);
    expect(body).not.toHaveProperty('appointment');
  });

  it("a failed save opens the 'Error' dialog with the failure text; Close closes it and the input stays", async () => {
    serve('student', {
      [PATH]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json({ detail: 'Server down' }, 503) : json(saved)),
    });
    const onDone = renderTab();
    const toggle = await screen.findByRole('checkbox', { name: 'Add cycloplegic refraction' }, SLOW);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, SLOW);
    expect(dialog).toHaveTextContent('Failed to save refraction results. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' })).not.toBeChecked();
  });

  it("a refused save toasts what to fix ('Invalid MN notation' for a near VA of X5); once N5 saves, the toast is gone", async () => {
    const fetch = serve('student', {
      [PATH]: (_url, init) => (init.method?.toUpperCase() === 'POST' ? json({ ...saved, id: 4 }, 201) : json(saved)),
    });
    const onDone = renderTab();
    const subjective = await screen.findByRole('table', { name: 'Subjective refraction' }, SLOW);
    const near = within(subjective).getByRole('textbox', { name: 'OD Near VA' });
    await userEvent.type(near, 'X5');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const toastTexts = () =>
      screen
        .queryAllByRole('alert')
        .filter((alert) => alert.closest('.p-toast'))
        .map((alert) => alert.textContent?.trim());
    await waitFor(() => expect(toastTexts()).toEqual(['Invalid MN notation']), SLOW);
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.clear(near);
    await userEvent.type(near, 'n5');
    await userEvent.tab();
    expect(near).toHaveValue('N5');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    await waitFor(() => expect(toastTexts()).toEqual([]));
    const posts = callsTo(fetch, PATH).filter(([, init]) => init?.method?.toUpperCase() === 'POST');
    const body = JSON.parse(String(posts[0]![1]!.body)) as { subjective: { eye: string; va_0_4m: string | null }[] };
    expect(body.subjective.find((row) => row.eye === 'OD')?.va_0_4m).toBe('N5');
  });
});
