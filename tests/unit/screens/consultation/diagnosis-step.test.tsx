import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../src/app/app-providers';
import { DraftOwnerProvider } from '../../../../src/engine';
import { DiagnosisStep } from '../../../../src/screens/consultation/sections/diagnosis-step';
import { resetClientState } from '../../support/client-state';
import { draftOwner } from '../../support/draft-owner';
import { callsTo, json } from '../../support/fetch-mock';
import { appointment, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const VIEW = '/api/diagnosis/5/view/';
const CREATE = '/api/diagnosis/5/create/';
const CODES = [
  { id: 10, diagnosis: 'Primary open-angle glaucoma', icd_code: 'H40.11' },
  { id: 11, diagnosis: 'Myopia', icd_code: 'H52.1' },
];
const NOTHING_SAVED = { id: null, differential_diagnosis: '', final_diagnoses_info: [], all_diagnosis_codes: CODES };
const SAVED = {
  id: 7,
  appointment: 5,
  saved_at: '2026-11-24T10:00:00.000Z',
  saved_by_name: 'Esi Student',
  differential_diagnosis: 'Myopia; rule out keratoconus',
  final_diagnoses_info: [{ code: { id: 11, diagnosis: 'Myopia' }, affected_eye: 'OU', notes: '', queries: [], management_plan: 'Spectacles' }],
  all_diagnosis_codes: CODES,
};

function renderStep(props: { onDone?: () => void; onBack?: () => void } = {}) {
  return render(
    <AppProviders>
      <DraftOwnerProvider owner={draftOwner('1')}>
        <DiagnosisStep appointment={appointment(5, 'Scheduled')} readOnly={false} onDone={props.onDone ?? (() => {})} onBack={props.onBack} />
      </DraftOwnerProvider>
    </AppProviders>,
  );
}

/** The diagnosis view (`view`), the codes, and the save (`save`, by default a 201 echoing the body). */
function serveDiagnosis(view: unknown, save?: (body: unknown) => Response) {
  return serve('student', {
    '/api/diagnosis/codes/': () => json(CODES),
    [VIEW]: () => json(view),
    [CREATE]: (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return save?.(body) ?? json({ ...body, id: 8, saved_at: '2026-11-24T11:00:00.000Z' }, 201);
    },
  });
}

const differential = () => screen.findByRole('textbox', { name: /Differential diagnosis/ }, SLOW);
const saveButton = () => screen.getByRole('button', { name: 'Save and Proceed' });

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Diagnosis step', { timeout: 20_000 }, () => {
  it("refuses an empty differential diagnosis with 'Differential diagnosis cannot be empty.' and saves nothing", async () => {
    const fetch = serveDiagnosis(NOTHING_SAVED);
    const onDone = vi.fn();
    renderStep({ onDone });
    await differential();
    await userEvent.click(saveButton());
    expect((await screen.findAllByText('Differential diagnosis cannot be empty.')).length).toBeGreaterThan(0);
    expect(callsTo(fetch, CREATE)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the differential and two ICD-10 diagnoses with a query to POST /diagnosis/{id}/create/, then goes on', async () => {
    const fetch = serveDiagnosis(NOTHING_SAVED);
    const onDone = vi.fn();
    renderStep({ onDone });
    await userEvent.type(await differential(), 'Myopia; glaucoma suspect');
    const search = screen.getByRole('combobox', { name: 'Search diagnosis codes' });
    await userEvent.type(search, 'myopia{Enter}');
    await userEvent.type(search, 'H40.11{Enter}');
    const myopia = screen.getByRole('group', { name: 'H52.1 — Myopia' });
    await userEvent.type(within(myopia).getByRole('textbox', { name: /Management plan/ }), 'Spectacles');
    await userEvent.click(within(within(myopia).getByRole('radiogroup', { name: 'Affected eye' })).getByRole('radio', { name: 'OU (both)' }));
    const glaucoma = screen.getByRole('group', { name: 'H40.11 — Primary open-angle glaucoma' });
    await userEvent.type(within(glaucoma).getByRole('textbox', { name: /Management plan/ }), 'Review IOP');
    const queries = within(glaucoma).getByRole('group', { name: 'Queries' });
    await userEvent.click(within(queries).getByRole('button', { name: 'Add query' }));
    await userEvent.type(within(queries).getByRole('textbox', { name: 'Query 1' }), 'Family history?');

    await userEvent.type(search, 'H52.1{Enter}');
    expect(await screen.findByText('Diagnosis already selected', undefined, SLOW)).toBeInTheDocument();

    // Each diagnosis names its affected eye: without it the save is refused under the eye's choices.
    await userEvent.click(saveButton());
    const glaucomaEye = within(glaucoma).getByRole('radiogroup', { name: 'Affected eye' });
    await waitFor(() => expect(glaucomaEye).toHaveAccessibleDescription('This field is required.'), SLOW);
    expect(glaucomaEye).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, CREATE)).toHaveLength(0);
    await userEvent.click(within(glaucomaEye).getByRole('radio', { name: 'OS (left)' }));
    await waitFor(() => expect(glaucomaEye).not.toHaveAttribute('aria-invalid'), SLOW);

    await userEvent.click(saveButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    const [[, init]] = callsTo(fetch, CREATE) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      appointment: 5,
      differential_diagnosis: 'Myopia; glaucoma suspect',
      final_diagnoses: [
        { code: 11, management_plan: 'Spectacles', affected_eye: 'OU', notes: '', queries: [] },
        { code: 10, management_plan: 'Review IOP', affected_eye: 'OS', notes: '', queries: [{ query: 'Family history?' }] },
      ],
    });
  });

  it("loads the saved diagnosis, and an untouched save says 'No changes detected' and goes on without a call", async () => {
    const fetch = serveDiagnosis(SAVED);
    const onDone = vi.fn();
    renderStep({ onDone });
    expect(await differential()).toHaveValue('Myopia; rule out keratoconus');
    expect(screen.getByRole('group', { name: 'H52.1 — Myopia' })).toBeInTheDocument();
    expect(screen.getByText(/^Saved by Esi Student, /)).toBeInTheDocument();
    await userEvent.click(saveButton());
    expect(await screen.findByText('No changes detected', undefined, SLOW)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(callsTo(fetch, CREATE)).toHaveLength(0);
  });

  it("keeps the input after a failed save and says 'Something went wrong while saving.'", async () => {
    serveDiagnosis(NOTHING_SAVED, () => json({ detail: 'Server error' }, 500));
    const onDone = vi.fn();
    renderStep({ onDone });
    await userEvent.type(await differential(), 'Presbyopia');
    await userEvent.click(saveButton());
    expect((await screen.findAllByText('Something went wrong while saving.', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(await differential()).toHaveValue('Presbyopia');
    expect(onDone).not.toHaveBeenCalled();
    expect(localStorage.getItem('draft:1:consultation-5-diagnosis')).toContain('Presbyopia');
  });

  it('goes back with Back', async () => {
    serveDiagnosis(NOTHING_SAVED);
    const onBack = vi.fn();
    renderStep({ onBack });
    await differential();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
