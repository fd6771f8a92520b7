import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/absent-request';
import { SchemaForm } from '../../../src/engine/schema-form';
import invalidMissing from '../../../schemas/absent-request/fixtures/invalid-missing.json';
import validBasic from '../../../schemas/absent-request/fixtures/valid-basic.json';

type AbsentRequest = { from_date?: string; to_date?: string; reason?: string };

const REQUIRED = 'This field is required.';

function renderAbsentRequest(props: Partial<Parameters<typeof SchemaForm<AbsentRequest>>[0]> = {}) {
  const onSubmit = vi.fn<(data: AbsentRequest) => Promise<void>>(async () => undefined);
  const view = render(<SchemaForm<AbsentRequest> form={form} validateFns={validateFns} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit };
}

const fromDate = () => screen.getByLabelText('From date');
const toDate = () => screen.getByLabelText('To date');
const reason = () => screen.getByRole('textbox', { name: 'Reason' });
const save = () => screen.getByRole('button', { name: 'Save and Proceed' });

describe('SchemaForm (editing)', () => {
  it('renders the form from its schema: title, labelled fields, the submit button', () => {
    renderAbsentRequest();
    expect(screen.getByRole('heading', { name: 'Make Request' })).toBeInTheDocument();
    expect(fromDate()).toHaveAttribute('type', 'date');
    expect(toDate()).toHaveAttribute('type', 'date');
    expect(reason().tagName).toBe('TEXTAREA');
    expect(reason()).toBeRequired();
    expect(save()).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the schema’s messages under each missing field on submit, and does not submit', async () => {
    const { onSubmit } = renderAbsentRequest();
    await userEvent.click(save());
    for (const field of [fromDate(), toDate(), reason()]) {
      expect(field).toHaveAccessibleDescription(REQUIRED);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([REQUIRED, REQUIRED, REQUIRED]);
    expect(screen.queryByText(/must have required property/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts each message of an invalid fixture under its field, and none under a valid one', async () => {
    renderAbsentRequest({ formData: invalidMissing.formData });
    await userEvent.click(save());
    expect(reason()).toHaveAccessibleDescription(invalidMissing.errors.reason[0]);
    expect(toDate()).toHaveAccessibleDescription(invalidMissing.errors.to_date[0]);
    expect(fromDate()).toHaveAccessibleDescription('');
    expect(fromDate()).not.toHaveAttribute('aria-invalid');
  });

  it('validates a field when it is left, without flagging fields not visited yet', async () => {
    renderAbsentRequest();
    await userEvent.click(reason());
    await userEvent.tab();
    expect(reason()).toHaveAccessibleDescription(REQUIRED);
    expect(fromDate()).toHaveAccessibleDescription('');
    expect(toDate()).toHaveAccessibleDescription('');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await userEvent.type(reason(), 'Conference');
    await userEvent.tab();
    expect(reason()).toHaveAccessibleDescription('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds the validation of a blur made by a mouse press until the button is released, so nothing moves under it', async () => {
    renderAbsentRequest();
    const user = userEvent.setup();
    await user.click(reason());
    await user.pointer({ keys: '[MouseLeft>]', target: fromDate() });
    expect(fromDate()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: fromDate() });
    await waitFor(() => expect(reason()).toHaveAccessibleDescription(REQUIRED));
  });

  it('submits valid data with the exact values typed, keeping strings as strings', async () => {
    const { onSubmit } = renderAbsentRequest();
    await userEvent.type(fromDate(), '2026-12-01');
    await userEvent.type(toDate(), '2026-12-03');
    await userEvent.type(reason(), 'Conference');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(validBasic);
  });

  it('submits with the Enter key from a field', async () => {
    const { onSubmit } = renderAbsentRequest({ formData: { from_date: '2026-12-01', to_date: '2026-12-03' } });
    await userEvent.type(toDate(), '{Enter}');
    expect(reason()).toHaveAccessibleDescription(REQUIRED);
    await userEvent.type(reason(), 'Conference');
    await userEvent.type(fromDate(), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(validBasic));
  });

  it('shows a busy state while saving and blocks a second submit', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAbsentRequest({ formData: validBasic, onSubmit, onNoChanges: undefined });
    await userEvent.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save().closest('[aria-busy="true"]')).not.toBeNull();
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(save().closest('[aria-busy="true"]')).toBeNull();
  });

  it('keeps everything typed when the save fails', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('Something went wrong while saving.');
    });
    renderAbsentRequest({ onSubmit });
    await userEvent.type(fromDate(), '2026-12-01');
    await userEvent.type(toDate(), '2026-12-03');
    await userEvent.type(reason(), 'Conference');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(fromDate()).toHaveValue('2026-12-01');
    expect(toDate()).toHaveValue('2026-12-03');
    expect(reason()).toHaveValue('Conference');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(validBasic);
  });

  it('has a Back button when asked, and a custom submit label', async () => {
    const onBack = vi.fn();
    renderAbsentRequest({ onBack, submitLabel: 'Send Request' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send Request' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
  });
});

describe('SchemaForm dirty tracking', () => {
  it('calls onNoChanges instead of onSubmit when the loaded data is unchanged', async () => {
    const onNoChanges = vi.fn();
    const { onSubmit } = renderAbsentRequest({ formData: validBasic, onNoChanges });
    await userEvent.click(save());
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits once something changed, and counts a change undone as no change', async () => {
    const onNoChanges = vi.fn();
    const onChange = vi.fn();
    const { onSubmit } = renderAbsentRequest({ formData: validBasic, onNoChanges, onChange });
    await userEvent.type(reason(), '!');
    expect(onChange).toHaveBeenLastCalledWith({ ...validBasic, reason: 'Conference!' }, { dirty: true });
    await userEvent.type(reason(), '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(validBasic, { dirty: false });
    await userEvent.click(save());
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(reason());
    await userEvent.type(reason(), 'Workshop');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...validBasic, reason: 'Workshop' }));
    expect(onNoChanges).toHaveBeenCalledTimes(1);
  });

  it('treats the saved data as the new baseline after a successful save', async () => {
    const onNoChanges = vi.fn();
    const { onSubmit } = renderAbsentRequest({ formData: validBasic, onNoChanges });
    await userEvent.type(reason(), '!');
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
