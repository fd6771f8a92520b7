import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../src/app/app-providers';
import { DraftOwnerProvider } from '../../../../src/engine';
import { ManagementStep } from '../../../../src/screens/consultation/sections/management-step';
import { medicationPlanBody } from '../../../fixtures/management-plan';
import { resetClientState } from '../../support/client-state';
import { draftOwner } from '../../support/draft-owner';
import { callsTo, json, type FetchMock } from '../../support/fetch-mock';
import { appointment, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const PLAN = '/api/management/5/';
const COMPLETE = '/api/clients/api/5/complete/';

function renderStep(props: { onDone?: () => void; onBack?: () => void; readOnly?: boolean } = {}) {
  return render(
    <AppProviders>
      <DraftOwnerProvider owner={draftOwner('1')}>
        <ManagementStep appointment={appointment(5, props.readOnly ? 'Completed' : 'Scheduled')} readOnly={props.readOnly ?? false} onDone={props.onDone ?? (() => {})} onBack={props.onBack} />
      </DraftOwnerProvider>
    </AppProviders>,
  );
}

interface Answers {
  saved?: unknown;
  save?: () => Response;
  complete?: () => Response;
}

/** No plan saved yet (404) unless `saved`; the save answers 201, the completion the appointment, unless told. */
function serveManagement({ saved, save, complete }: Answers = {}) {
  return serve('student', {
    '/api/pharmacy/medications/': () => json([{ id: 3, name: 'Timolol', strength: '0.5%', dosage: '1 drop bd', medication_type: 'Drops' }]),
    [PLAN]: (_url, init) => {
      if ((init.method ?? 'GET').toUpperCase() !== 'POST') return saved ? json(saved) : json({ detail: 'Not found.' }, 404);
      return save?.() ?? json({ ...(JSON.parse(String(init.body)) as object), id: 9, saved_at: '2026-11-24T11:00:00.000Z' }, 201);
    },
    [COMPLETE]: () => complete?.() ?? json({ ...appointment(5, 'Completed') }),
  });
}

/** The method and path of each call to the plan or the completion, in order. */
function savingCalls(fetch: FetchMock): string[] {
  return fetch.mock.calls
    .map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, (init?.method ?? 'GET').toUpperCase()] as const)
    .filter(([path, method]) => (path === PLAN && method === 'POST') || path === COMPLETE)
    .map(([path, method]) => `${method} ${path}`);
}

const option = (name: string) => screen.findByRole('checkbox', { name }, SLOW);
const saveButton = () => screen.getByRole('button', { name: 'Save and Proceed' });

async function counsellingPlan() {
  await userEvent.click(await option('Counselling'));
  await userEvent.type(await screen.findByRole('textbox', { name: /Counselling details/ }, SLOW), 'Screen time');
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Management step', { timeout: 20_000 }, () => {
  it("refuses a plan without an option: 'Please select at least one management option.'", async () => {
    const fetch = serveManagement();
    renderStep();
    await option('Referral');
    await userEvent.click(saveButton());
    expect((await screen.findAllByText('Please select at least one management option.', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savingCalls(fetch)).toEqual([]);
  });

  it("asks for the type of refractive correction: 'Please select a type of refractive correction.'", async () => {
    const fetch = serveManagement();
    renderStep();
    await userEvent.click(await option('Refractive correction'));
    await userEvent.type(await screen.findByRole('textbox', { name: /SPH OD/ }, SLOW), '+1.00');
    await userEvent.type(screen.getByRole('textbox', { name: /SPH OS/ }), '-0.50');
    await userEvent.click(saveButton());
    expect((await screen.findAllByText('Please select a type of refractive correction.', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(savingCalls(fetch)).toEqual([]);
  });

  it("Confirm Save (cannot be undone, focus on Cancel) → POST the plan → PATCH complete → onDone", async () => {
    const fetch = serveManagement();
    const onDone = vi.fn();
    renderStep({ onDone });
    await counsellingPlan();
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW);
    expect(dialog).toHaveTextContent(/cannot be undone/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(savingCalls(fetch)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    expect(savingCalls(fetch)).toEqual([`POST ${PLAN}`, `PATCH ${COMPLETE}`]);
    const [[, init]] = callsTo(fetch, PLAN).filter(([, i]) => i?.method?.toUpperCase() === 'POST') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({ counselling: true, counselling_details: 'Screen time', referral: false });
  });

  it('prescribes a medication chosen from the pharmacy list by name and strength, with its dosage and eye', async () => {
    const fetch = serveManagement();
    const onDone = vi.fn();
    renderStep({ onDone });
    await userEvent.click(await option('Medications'));
    await userEvent.click(await screen.findByRole('button', { name: /^Add / }, SLOW));
    const choice = await screen.findByRole('combobox', { name: 'Medication from the pharmacy list' }, SLOW);
    await userEvent.type(choice, 'timo');
    // The choice reads as name and strength; the dosing is the entry's own field.
    await userEvent.click(screen.getByRole('option', { name: 'Timolol 0.5%' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Timolol');
    expect(screen.getByRole('textbox', { name: /Dosage/ })).toHaveValue('1 drop bd');
    await userEvent.click(screen.getByRole('radio', { name: 'OU (both)' }));
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    const [[, init]] = callsTo(fetch, PLAN).filter(([, i]) => i?.method?.toUpperCase() === 'POST') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      medications: true,
      prescribed_medications: [{ id: 3, name: 'Timolol', dosage: '1 drop bd', eye: 'OU' }],
    });
  });

  it('Cancel saves nothing and keeps the input', async () => {
    const fetch = serveManagement();
    const onDone = vi.fn();
    renderStep({ onDone });
    await counsellingPlan();
    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savingCalls(fetch)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Counselling details/ })).toHaveValue('Screen time');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("keeps the input and shows the server's detail when the plan is not saved", async () => {
    const fetch = serveManagement({ save: () => json({ detail: 'Server error' }, 500) });
    const onDone = vi.fn();
    renderStep({ onDone });
    await counsellingPlan();
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Server error', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(savingCalls(fetch)).toEqual([`POST ${PLAN}`]);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Counselling details/ })).toHaveValue('Screen time');
    expect(localStorage.getItem('draft:1:consultation-5-management')).toContain('Screen time');
  });

  it("shows 'Something went wrong while saving.' when the server gives no detail", async () => {
    serveManagement({ save: () => new Response('', { status: 502 }) });
    renderStep();
    await counsellingPlan();
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Something went wrong while saving.', undefined, SLOW)).length).toBeGreaterThan(0);
  });

  it("formats a refused plan's field errors as §8's 'FIELD: messages' lines", async () => {
    serveManagement({ save: () => json({ counselling_details: ['Ensure this field has no more than 2000 characters.'] }, 400) });
    renderStep();
    await counsellingPlan();
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    const text = 'COUNSELLING DETAILS: Ensure this field has no more than 2000 characters.';
    expect((await screen.findAllByText(text, undefined, SLOW)).length).toBeGreaterThan(0);
  });

  it("shows the server's detail when completing is refused, and a retry only completes", async () => {
    let refuse = true;
    const fetch = serveManagement({
      complete: () => (refuse ? json({ detail: 'Save the diagnosis before completing.' }, 400) : json(appointment(5, 'Completed'))),
    });
    const onDone = vi.fn();
    renderStep({ onDone });
    await counsellingPlan();
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Save the diagnosis before completing.', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Counselling details/ })).toHaveValue('Screen time');

    refuse = false;
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' }, SLOW)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    expect(savingCalls(fetch)).toEqual([`POST ${PLAN}`, `PATCH ${COMPLETE}`, `PATCH ${COMPLETE}`]);
  });

  it('a correction of a returned case (Completed, editable) saves the plan without Confirm Save or a second completion', async () => {
    const fetch = serveManagement();
    const onDone = vi.fn();
    render(
      <AppProviders>
        <DraftOwnerProvider owner={draftOwner('1')}>
          <ManagementStep appointment={appointment(5, 'Completed')} readOnly={false} onDone={onDone} />
        </DraftOwnerProvider>
      </AppProviders>,
    );
    await counsellingPlan();
    await userEvent.click(saveButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.queryByRole('dialog', { name: 'Confirm Save' })).not.toBeInTheDocument();
    expect(savingCalls(fetch)).toEqual([`POST ${PLAN}`]);
  });

  it('goes back with Back', async () => {
    serveManagement();
    const onBack = vi.fn();
    renderStep({ onBack });
    await option('Counselling');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows a saved plan of a completed consultation as the read-only summary, with its medication', async () => {
    serveManagement({
      saved: {
        id: 9,
        saved_at: '2026-11-24T11:00:00.000Z',
        saved_by_name: 'Esi Student',
        ...medicationPlanBody([{ id: 3, name: 'Timolol 0.5%', dosage: '1 drop bd', eye: 'OU' }]),
      },
    });
    renderStep({ readOnly: true });
    expect(await screen.findByText('Timolol 0.5%', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Saved by Esi Student, /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("says 'No management plan found.' for a completed consultation without a plan", async () => {
    serveManagement();
    renderStep({ readOnly: true });
    expect(await screen.findByText('No management plan found.', undefined, SLOW)).toBeInTheDocument();
  });
});
