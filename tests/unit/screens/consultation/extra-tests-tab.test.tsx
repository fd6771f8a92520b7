import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../src/app/app-providers';
import { ExtraTestsTab } from '../../../../src/screens/consultation/sections/extra-tests-tab';
import { resetClientState } from '../../support/client-state';
import { draftOwner } from '../../support/draft-owner';
import { DraftOwnerProvider } from '../../../../src/engine';
import { callsTo, json } from '../../support/fetch-mock';
import { appointment, serve } from '../lists/support';

const SLOW = { timeout: 5_000 };
const LIST = '/api/tests/extra-tests/5/';
const FILE_ID = 'q3Vd0mPzX1aL9bN2cR4tYw';

function listed(id: number, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, method: null, iop_od: null, iop_os: null, recorded_at: null, file: null, notes: '', appointment: 5, saved_at: '2026-11-24T10:00:00.000Z', ...extra };
}

function renderTab(props: { readOnly?: boolean; onDone?: () => void; onBack?: () => void } = {}) {
  return render(
    <AppProviders>
      <DraftOwnerProvider owner={draftOwner('1')}>
        <ExtraTestsTab appointment={appointment(5, 'Scheduled')} readOnly={props.readOnly ?? false} onDone={props.onDone ?? (() => {})} onBack={props.onBack} />
      </DraftOwnerProvider>
    </AppProviders>,
  );
}

/** A stub of the list and the multipart save: each save is appended to the list. */
function serveTests(initial: unknown[] = [], save?: (form: FormData) => Response) {
  const pdf = () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  const tests = [...initial];
  const saved: FormData[] = [];
  const fetch = serve('student', {
    [`/api/files/${FILE_ID}/`]: pdf,
    [LIST]: (_url, init) => {
      if ((init.method ?? 'GET').toUpperCase() !== 'POST') return json(tests);
      const form = init.body as FormData;
      saved.push(form);
      const answer = save?.(form);
      if (answer) return answer;
      const test = listed(100 + tests.length, String(form.get('name')), {
        notes: String(form.get('notes') ?? ''),
        file: form.get('file') ? `http://localhost/api/files/${FILE_ID}/` : null,
        method: form.get('method'),
        iop_od: form.get('iop_od') === null ? null : Number(form.get('iop_od')),
        iop_os: form.get('iop_os') === null ? null : Number(form.get('iop_os')),
      });
      tests.push(test);
      return json(test, 201);
    },
  });
  return { fetch, saved };
}

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Extra Tests tab', () => {
  it("says 'No extra tests found.' when the appointment has none", async () => {
    serveTests();
    renderTab();
    expect(await screen.findByText('No extra tests found.', undefined, SLOW)).toBeInTheDocument();
  });

  it('lists several tests, tonometry with its method and pressures, and opens a file through the API', async () => {
    const { fetch } = serveTests([
      listed(1, 'OCT', { file: `http://localhost/api/files/${FILE_ID}/`, notes: 'Macula flat' }),
      listed(2, 'Tonometry', { method: 'Applanation', iop_od: 14.5, iop_os: 16, recorded_at: '09:30' }),
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const original = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    try {
      renderTab();
      const list = await screen.findByRole('list', { name: 'Saved extra tests' }, SLOW);
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['1. OCT', '2. Tonometry']);
      // The records show once the app's widget registry has loaded.
      expect(await within(items[0]!).findByText('Macula flat', {}, SLOW)).toBeInTheDocument();
      expect(within(items[1]!).getByText('Applanation')).toBeInTheDocument();
      expect(within(items[1]!).getByText('14.5')).toBeInTheDocument();
      expect(within(items[1]!).getByText('09:30')).toBeInTheDocument();
      await userEvent.click(within(items[0]!).getByRole('button', { name: 'Open Attached file' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank', 'noopener'));
      expect(callsTo(fetch, `/api/files/${FILE_ID}/`)).toHaveLength(1);
    } finally {
      open.mockRestore();
      URL.createObjectURL = original;
    }
  });

  it('says who saved each listed test and when: "Saved by {name}, {time}"', async () => {
    serveTests([listed(1, 'OCT', { saved_by_name: 'Sam Student' }), listed(2, 'Visual Field')]);
    renderTab();
    const list = await screen.findByRole('list', { name: 'Saved extra tests' }, SLOW);
    const [withName, withoutName] = within(list).getAllByRole('listitem');
    expect(within(withName!).getByText(/^Saved by Sam Student, .*2026/)).toBeInTheDocument();
    // The read-only view of the test does not list the name as one of its fields.
    expect(within(withName!).queryByText('Sam Student')).toBeNull();
    expect(within(withoutName!).getByText(/^Saved .*2026/)).toBeInTheDocument();
  });

  it('uploads a test and its file as one multipart form, then lists it and empties the form', async () => {
    const { saved } = serveTests();
    renderTab();
    const user = userEvent.setup();
    const name = await screen.findByRole('combobox', { name: 'Test name' }, SLOW);
    await user.selectOptions(name, 'OCT');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('File (image or PDF)'), png);
    expect(await screen.findByText('scan.png')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Macula flat');
    await user.click(screen.getByRole('button', { name: 'Add Test' }));

    const list = await screen.findByRole('list', { name: 'Saved extra tests' }, SLOW);
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['1. OCT']);
    expect(saved).toHaveLength(1);
    const form = saved[0]!;
    expect(form.get('name')).toBe('OCT');
    expect(form.get('notes')).toBe('Macula flat');
    expect(form.get('appointment')).toBe('5');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('scan.png');
    // The form is empty again, and its draft gone.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test name' })).toHaveDisplayValue('Choose a test'));
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]));
  });

  it('saves a tonometry test without a file', async () => {
    const { saved } = serveTests();
    renderTab();
    const user = userEvent.setup();
    const name = await screen.findByRole('combobox', { name: 'Test name' }, SLOW);
    // The schema shows the tonometry fields only for tonometry (engine's conditional display).
    await user.selectOptions(name, 'OCT');
    expect(screen.queryByRole('radio', { name: 'Applanation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'IOP OD (mmHg)' })).not.toBeInTheDocument();
    await user.selectOptions(name, 'Tonometry');
    await user.click(await screen.findByRole('radio', { name: 'Applanation' }));
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }), '14');
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }), '16.5');
    await user.click(screen.getByRole('button', { name: 'Add Test' }));

    const list = await screen.findByRole('list', { name: 'Saved extra tests' }, SLOW);
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['1. Tonometry']);
    const form = saved[0]!;
    expect(form.get('name')).toBe('Tonometry');
    expect(form.get('method')).toBe('Applanation');
    expect(form.get('iop_od')).toBe('14');
    expect(form.get('iop_os')).toBe('16.5');
    expect(form.has('file')).toBe(false);
  });

  it("refuses a test other than tonometry without a file: 'Test name and file are required.'", async () => {
    const { saved } = serveTests();
    renderTab();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test name' }, SLOW), 'OCT');
    await user.click(screen.getByRole('button', { name: 'Add Test' }));
    // Under the field, and as the validation toast.
    await waitFor(() => expect(screen.getAllByText('Test name and file are required.').length).toBeGreaterThanOrEqual(2));
    expect(document.querySelector('.p-toast')).toHaveTextContent('Test name and file are required.');
    expect(saved).toHaveLength(0);
  });

  it("shows 'Failed to upload test.' when the save fails, and keeps the input", async () => {
    serveTests([], () => json({ detail: 'Server error' }, 500));
    renderTab();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test name' }, SLOW), 'Tonometry');
    await user.click(await screen.findByRole('radio', { name: 'Tonopen' }));
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }), '14');
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }), '15');
    await user.click(screen.getByRole('button', { name: 'Add Test' }));
    expect(await screen.findByText('Failed to upload test.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Test name' })).toHaveDisplayValue('Tonometry');
    expect(screen.getByRole('spinbutton', { name: 'IOP OD (mmHg)' })).toHaveValue(14);
    expect(screen.getByText('No extra tests found.')).toBeInTheDocument();
  });

  it("moves on with 'Save and Proceed' without a test, and goes back with Back", async () => {
    serveTests();
    const onDone = vi.fn();
    const onBack = vi.fn();
    renderTab({ onDone, onBack });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Proceed' }, SLOW));
    expect(onDone).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("'Save and Proceed' saves a typed test as 'Add Test' would, then moves on", async () => {
    const { saved } = serveTests();
    const onDone = vi.fn();
    renderTab({ onDone });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test name' }, SLOW), 'Tonometry');
    await user.click(await screen.findByRole('radio', { name: 'Non-Contact' }));
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }), '12');
    await user.type(screen.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }), '13');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), SLOW);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.get('name')).toBe('Tonometry');
    expect(saved[0]!.get('method')).toBe('Non-Contact');
    expect(saved[0]!.get('iop_od')).toBe('12');
    expect(saved[0]!.get('iop_os')).toBe('13');
  });

  it("'Save and Proceed' on a typed test that is not valid shows its errors and stays", async () => {
    const { saved } = serveTests();
    const onDone = vi.fn();
    renderTab({ onDone });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Test name' }, SLOW), 'OCT');
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(screen.getAllByText('Test name and file are required.').length).toBeGreaterThanOrEqual(2));
    expect(onDone).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  });

  it('read-only: the list alone, no form', async () => {
    serveTests([listed(1, 'B-Scan', { notes: 'Normal' })]);
    renderTab({ readOnly: true });
    expect(await screen.findByRole('list', { name: 'Saved extra tests' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Test name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Test' })).not.toBeInTheDocument();
  });
});
