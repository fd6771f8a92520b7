import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { form, validateFns } from 'virtual:form/patient-registration';
import { SchemaForm } from '../../../src/engine/schema-form';
import type { FormSubmission } from '../../../src/engine/schema-form-props';
import { serverErrorSchema } from '../../../src/engine/submission';
import valid from '../../../schemas/patient-registration/fixtures/valid-full.json';

type Patient = Record<string, unknown>;
const ACTIONS = [
  { name: 'schedule', label: 'Schedule Appointment' },
  { name: 'attend', label: 'Attend to Patient Now' },
];

function renderPatientForm(props: Partial<Parameters<typeof SchemaForm<Patient>>[0]> = {}) {
  const onSubmit = vi.fn<(data: Patient, submission?: FormSubmission) => Promise<void>>(async () => undefined);
  render(<SchemaForm<Patient> form={form} validateFns={validateFns} onSubmit={onSubmit} actions={ACTIONS} {...props} />);
  return { onSubmit };
}

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const phone = () => screen.getByRole('textbox', { name: 'Primary phone' });

describe('SchemaForm actions, live validation on change and server errors', () => {
  it('shows one submit button per action, and tells onSubmit which one was used', async () => {
    const { onSubmit } = renderPatientForm({ formData: valid as Patient });
    expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Attend to Patient Now' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toEqual({ action: 'attend' });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![1]).toEqual({ action: 'schedule' });
  });

  it("with liveValidate 'onChange', a field's message shows while it is typed in, before it is left", async () => {
    renderPatientForm({ liveValidate: 'onChange' });
    await userEvent.type(firstName(), 'Ama1');
    expect(firstName()).toHaveAccessibleDescription('Only letters, max 20 chars');
    await userEvent.type(phone(), '024');
    expect(phone()).toHaveAccessibleDescription('Enter a valid 10-digit number');
    // Other fields, not visited, stay clean.
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('');
    await userEvent.clear(firstName());
    await userEvent.type(firstName(), 'Ama');
    expect(firstName()).toHaveAccessibleDescription('');
  });

  it("by default (on blur) a field's message waits until it is left", async () => {
    renderPatientForm();
    await userEvent.type(firstName(), 'Ama1');
    expect(firstName()).toHaveAccessibleDescription('');
    await userEvent.tab();
    expect(firstName()).toHaveAccessibleDescription('Only letters, max 20 chars');
  });

  it('an action that skips an unchanged form calls onNoChanges without checking it; once typed in, it checks the form', async () => {
    const onNoChanges = vi.fn();
    const actions = [ACTIONS[0]!, { name: 'next', label: 'Next', skipsWhenUnchanged: true }];
    const { onSubmit } = renderPatientForm({ actions, onNoChanges });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    expect(firstName()).toHaveAccessibleDescription('');
    // The other action still checks the empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    await userEvent.type(firstName(), 'Ama');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNoChanges).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Last name' })).not.toHaveAccessibleDescription('');
  });

  it('shows server errors under their fields', () => {
    renderPatientForm({ formData: valid as Patient, serverErrors: { primary_phone: ['Already taken.'] } });
    expect(phone()).toHaveAccessibleDescription('Already taken.');
  });

  it('maps server field errors (nested with dots) to an error schema, ignoring empty lists', () => {
    expect(serverErrorSchema({ a: ['x'], 'b.c': ['y', 'z'], d: [] })).toEqual({ a: { __errors: ['x'] }, b: { c: { __errors: ['y', 'z'] } } });
    expect(serverErrorSchema({})).toBeUndefined();
    expect(serverErrorSchema(undefined)).toBeUndefined();
  });
});
