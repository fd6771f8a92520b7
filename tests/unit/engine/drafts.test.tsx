import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/absent-request';
import { SchemaForm } from '../../../src/engine/schema-form';
import validBasic from '../../../schemas/absent-request/fixtures/valid-basic.json';
import { DraftOwnerProvider, type DraftOwner } from '../../../src/engine/draft-owner';
import { draftOwner, withDraftOwner } from '../support/draft-owner';

const KEY = 'absent-request:new';
const OWNER = draftOwner('7');
const STORAGE_KEY = `draft:7:${KEY}`;

function renderForm(onSubmit: (data: unknown) => Promise<void> = async () => undefined, formData?: object, owner: DraftOwner | null = OWNER) {
  const ui = <SchemaForm form={form} validateFns={validateFns} formData={formData} onSubmit={onSubmit} draftKey={KEY} />;
  return owner ? render(ui, { wrapper: withDraftOwner(owner) }) : render(ui);
}

const reason = () => screen.getByRole('textbox', { name: 'Reason' });
const stored = () => {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { formData: unknown }).formData;
};

async function fillValid() {
  await userEvent.type(screen.getByLabelText('From date'), validBasic.from_date);
  await userEvent.type(screen.getByLabelText('To date'), validBasic.to_date);
  await userEvent.type(reason(), validBasic.reason);
}

describe('SchemaForm drafts', () => {
  it('saves typed input under draft:<userId>:<key> after a pause', async () => {
    renderForm();
    await userEvent.type(reason(), 'Conf');
    await waitFor(() => expect(stored()).toEqual({ reason: 'Conf' }));
  });

  it('restores the draft after an unmount, with a note and a way to discard it', async () => {
    const first = renderForm();
    await userEvent.type(reason(), 'Conference');
    first.unmount(); // before the pause ends: the pending draft is written on the way out
    expect(stored()).toEqual({ reason: 'Conference' });

    renderForm();
    expect(reason()).toHaveValue('Conference');
    expect(screen.getByRole('status')).toHaveTextContent('Restored unsaved changes');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(reason()).toHaveValue('');
    expect(screen.queryByText('Restored unsaved changes')).not.toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('shows no note when nothing was stored', () => {
    renderForm();
    expect(screen.queryByText('Restored unsaved changes')).not.toBeInTheDocument();
  });

  it('clears the draft after a successful save', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await fillValid();
    await waitFor(() => expect(stored()).toEqual(validBasic));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(validBasic));
    await waitFor(() => expect(stored()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stored()).toBeNull();
  });

  it('keeps the draft, and the input, after a failed save', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Failed to submit request');
    });
    const first = renderForm(onSubmit);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeEnabled());
    expect(stored()).toEqual(validBasic);
    expect(reason()).toHaveValue(validBasic.reason);

    first.unmount();
    renderForm(onSubmit);
    expect(screen.getByLabelText('From date')).toHaveValue(validBasic.from_date);
    expect(reason()).toHaveValue(validBasic.reason);
    expect(screen.getByText('Restored unsaved changes')).toBeInTheDocument();
  });

  it('drops the draft when the input goes back to the loaded data', async () => {
    renderForm(undefined, validBasic);
    await userEvent.type(reason(), '!');
    await waitFor(() => expect(stored()).toEqual({ ...validBasic, reason: 'Conference!' }));
    await userEvent.type(reason(), '{Backspace}');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('ignores a damaged draft', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    renderForm();
    expect(reason()).toHaveValue('');
    expect(screen.queryByText('Restored unsaved changes')).not.toBeInTheDocument();
  });

  it("keeps each user's drafts apart: another user's form opens empty", async () => {
    const first = renderForm();
    await userEvent.type(reason(), 'Conference');
    first.unmount();
    expect(stored()).toEqual({ reason: 'Conference' });

    renderForm(undefined, undefined, draftOwner('8'));
    expect(reason()).toHaveValue('');
    expect(screen.queryByText('Restored unsaved changes')).not.toBeInTheDocument();
    await userEvent.type(reason(), 'Exam');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`draft:8:${KEY}`) ?? 'null')).toMatchObject({ formData: { reason: 'Exam' } }));
    expect(stored()).toEqual({ reason: 'Conference' });
  });

  it('ignores a draft stored without an owner (the format before drafts were per user)', () => {
    localStorage.setItem(`draft:${KEY}`, JSON.stringify({ formData: { reason: 'Someone else' }, savedAt: '' }));
    renderForm();
    expect(reason()).toHaveValue('');
  });

  it('keeps no draft without an owner', async () => {
    const first = renderForm(undefined, undefined, null);
    await userEvent.type(reason(), 'Conference');
    first.unmount();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('writes nothing once its user has signed out, not even on the way out', async () => {
    let signedIn = true;
    const view = renderForm(undefined, undefined, draftOwner('7', () => signedIn));
    await userEvent.type(reason(), 'Conf');
    await waitFor(() => expect(stored()).toEqual({ reason: 'Conf' }));
    await userEvent.type(reason(), 'erence'); // pending when the user signs out
    signedIn = false;
    localStorage.clear(); // what logout does to this device
    view.unmount();
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.length).toBe(0);
  });

  it("never writes a form's input under the id of a user named after it opened", async () => {
    const ui = <SchemaForm form={form} validateFns={validateFns} onSubmit={async () => undefined} draftKey={KEY} />;
    const view = render(<DraftOwnerProvider owner={OWNER}>{ui}</DraftOwnerProvider>);
    view.rerender(<DraftOwnerProvider owner={draftOwner('8')}>{ui}</DraftOwnerProvider>);
    await userEvent.type(reason(), 'Conf');
    await waitFor(() => expect(stored()).toEqual({ reason: 'Conf' }));
    expect(localStorage.getItem(`draft:8:${KEY}`)).toBeNull();
  });
});
