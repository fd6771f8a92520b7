import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/oculo-medical-history';
import { adapters } from '../../../../src/api/adapters';
import { startFromLatest } from '../../../../src/screens/consultation/sections/latest-history';
import { AppProviders } from '../../../../src/app/app-providers';
import { DraftOwnerProvider, SchemaForm } from '../../../../src/engine';
import { eyeCareRegistry } from '../../../../src/widgets/registry';
import { SchemaSectionTab } from '../../../../src/screens/consultation/sections/schema-section-tab';
import { resetClientState } from '../../support/client-state';
import { draftOwner } from '../../support/draft-owner';
import { callsTo, json } from '../../support/fetch-mock';
import { appointment, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const SAVE = { name: 'Save and Proceed' };
const LATEST = '/api/tests/api/patient-history/latest/';
const SAVE_PATH = '/api/tests/api/patient-history/';

/** A history as the latest read answers it, saved at `appointmentId`. */
const history = (appointmentId: number) => ({
  id: 9,
  saved_at: '2026-10-01T09:00:00.000Z',
  patient: 5,
  appointment: appointmentId,
  last_eye_examination: '<3 months',
  drug_history: [],
  drug_notes: [],
  allergies: [],
  allergy_notes: [],
  social_history: [],
  social_notes: [],
  medical_history: [],
  ocular_history: [],
  family_medical_history: [],
  family_ocular_history: [],
});

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Oculo-Medical History: first or later history, from the server', () => {
  it('the adapter starts a first history when the patient has none, a later one after another appointment', () => {
    const start = (body: unknown) => startFromLatest(adapters['oculo-medical-history']!, form.schema, body, 5);
    expect(start(null)).toEqual({ data: { first_history: true }, carriedFrom: null });
    // A later history starts from the earlier one's carried lists (here empty: nothing is said to come from it).
    expect(start(history(2)).data).toMatchObject({ first_history: false, drug_entries: [], medical_history: [] });
    expect(start(history(2)).data).not.toHaveProperty('last_eye_examination');
    expect(start(history(2)).carriedFrom).toBeNull();
    // This appointment's own history is read as it is.
    expect(start(history(5)).data).toMatchObject({ last_eye_examination: '<3 months' });
    expect(start(history(5)).data).not.toHaveProperty('first_history');
  });

  it("a later history carries the earlier lists forward and says from which visit; the last eye examination is not carried", () => {
    const earlier = { ...history(2), allergies: ['Penicillin'], allergy_notes: ['Rash'], drug_history: ['Timolol 0.5%'], drug_notes: [''] };
    const { data, carriedFrom } = startFromLatest(adapters['oculo-medical-history']!, form.schema, earlier, 5);
    expect(data).toMatchObject({
      first_history: false,
      allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
      drug_entries: [{ name: 'Timolol 0.5%', notes: '' }],
    });
    expect(data).not.toHaveProperty('last_eye_examination');
    expect(carriedFrom).toEqual({ appointment: 2, savedAt: '2026-10-01T09:00:00.000Z' });
  });

  it('a first history needs every part (the schema rule on the flag)', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm registry={eyeCareRegistry} form={form} validateFns={validateFns} formData={{ first_history: true }} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Last eye examination' }), 'Never');
    await userEvent.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(7);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a later history needs only the last eye examination', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm registry={eyeCareRegistry} form={form} validateFns={validateFns} formData={{ first_history: false }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Last eye examination' }), 'Never');
    await userEvent.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  function renderTab() {
    const onDone = vi.fn();
    render(
      <AppProviders>
        <DraftOwnerProvider owner={draftOwner('1')}>
          <SchemaSectionTab formId="oculo-medical-history" appointment={{ ...appointment(7, 'Scheduled'), patient: 5 }} readOnly={false} onDone={onDone} />
        </DraftOwnerProvider>
      </AppProviders>,
    );
    return onDone;
  }

  it('in the consultation: with a history of an earlier appointment, the last eye examination alone is saved', async () => {
    const fetch = serve('student', {
      [LATEST]: () => json(history(2)),
      [SAVE_PATH]: (_url, init) => json({ id: 10, saved_at: '2026-11-24T10:00:00.000Z', ...(JSON.parse(String(init.body)) as object) }, 201),
    });
    const onDone = renderTab();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Last eye examination' }, SLOW), 'Never');
    await userEvent.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    const [[, init]] = callsTo(fetch, SAVE_PATH) as [[string, RequestInit]];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ patient: 5, appointment: 7, last_eye_examination: 'Never', drug_entries: [] });
    expect(body).not.toHaveProperty('first_history');
  });

  it('in the consultation: a later visit starts from the earlier lists, says so, and saves them for this appointment', async () => {
    const fetch = serve('student', {
      [LATEST]: () => json({ ...history(2), allergies: ['Penicillin'], allergy_notes: ['Rash'] }),
      '/api/clients/api/appointments/2/': () => json({ ...appointment(2, 'Completed'), appointment_date: '2026-09-30' }),
      [SAVE_PATH]: (_url, init) => json({ id: 10, saved_at: '2026-11-24T10:00:00.000Z', ...(JSON.parse(String(init.body)) as object) }, 201),
    });
    const onDone = renderTab();
    expect(await screen.findByText(/Carried forward from 30 Sep 2026/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Penicillin')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Last eye examination' }), '3 - 6 months');
    await userEvent.click(screen.getByRole('button', SAVE));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    const [[, init]] = callsTo(fetch, SAVE_PATH) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      appointment: 7,
      last_eye_examination: '3 - 6 months',
      allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }],
    });
  });

  it('in the consultation: without any history, every part is asked for', async () => {
    const fetch = serve('student', { [LATEST]: () => json({ detail: 'Not found.' }, 404) });
    renderTab();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Last eye examination' }, SLOW), 'Never');
    await userEvent.click(screen.getByRole('button', SAVE));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(7);
    expect(callsTo(fetch, SAVE_PATH)).toHaveLength(0);
  });
});

describe('Oculo-Medical History: who saved it', () => {
  it("does not say 'Saved by' for an earlier appointment's history", async () => {
    serve('student', { [LATEST]: () => json({ ...history(2), saved_by_name: 'Kwame Mensah' }) });
    render(
      <AppProviders>
        <DraftOwnerProvider owner={draftOwner('1')}>
          <SchemaSectionTab formId="oculo-medical-history" appointment={{ ...appointment(7, 'Scheduled'), patient: 5 }} readOnly={false} onDone={() => {}} />
        </DraftOwnerProvider>
      </AppProviders>,
    );
    await screen.findByRole('combobox', { name: 'Last eye examination' }, SLOW);
    expect(screen.queryByText(/Saved by/)).not.toBeInTheDocument();
  });
});
