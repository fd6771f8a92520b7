import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { SchemaForm } from '../../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../../src/widgets/registry';
import { loadCatalogueForm } from './form-cases';
import { visibleTexts } from './messages';
import { clinicalContext } from './reference-data';

/**
 * Renders a form of the catalogue (bundled schema, precompiled validator) with reference data and the eye-care
 * widgets, for a person to use.
 */
export async function renderCatalogueForm(id: string, formData?: unknown) {
  const { form, validateFns } = await loadCatalogueForm(id);
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <SchemaForm
      form={form}
      validateFns={validateFns}
      formData={formData}
      formContext={clinicalContext()}
      onSubmit={onSubmit}
      registry={eyeCareRegistry}
    />,
  );
  const save = () => user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
  return { ...view, onSubmit, user, save };
}

/** The element a field's messages sit in: its table cell, else its field. */
const fieldOf = (control: HTMLElement): Element => control.closest('td') ?? control.closest('.sf-field') ?? control;

/**
 * `message` is shown once under the field of `control` (its cell in a table), announced with it
 * (`aria-describedby`), and the control is marked invalid.
 */
export function expectFieldMessage(control: HTMLElement, message: string) {
  // Soft: one run reports every part that is missing (text, announcement, invalid state).
  expect.soft(visibleTexts(fieldOf(control), message), `"${message}" shown once at #${control.id}`).toHaveLength(1);
  expect.soft(control, `#${control.id} described by "${message}"`).toHaveAccessibleDescription(expect.stringContaining(message));
  expect.soft(control, `#${control.id} marked invalid`).toHaveAttribute('aria-invalid', 'true');
}

/** `message` is not shown at the field of `control`. */
export function expectNoFieldMessage(control: HTMLElement, message: string) {
  expect(control).not.toHaveAccessibleDescription(expect.stringContaining(message));
  expect(visibleTexts(fieldOf(control), message)).toHaveLength(0);
}
