// Every fixture of schemas/*/fixtures rendered in the real form, as a person would meet it: an invalid fixture
// shows each of its expected messages on 'Save and Proceed' (under its field when the field can be found) and
// saves nothing; a valid one saves, or reports no change when nothing was changed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isHiddenPath } from '../../../src/engine/core/conditional-display';
import { isSubmitShown } from '../../../src/engine/core/submit-shown';
import { isSameFormData } from '../../../src/engine/form-data-equal';
import { precompiledValidator } from '../../../src/engine/form-validator';
import { SchemaForm } from '../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { withDefaults } from '../../../src/engine/with-defaults';
import { draftStorageKey } from '../../../src/lib/drafts';
import { draftOwner, withDraftOwner } from '../support/draft-owner';
import { clinicalContext } from './support/reference-data';
import { catalogueIds, invalidCases, loadCatalogueForm, validCases } from './support/form-cases';
import { locateField, shownAtField, visibleTexts } from './support/messages';

const NON_FIELD = 'non_field_errors';
const save = () => screen.getByRole('button', { name: 'Save and Proceed' });

describe('fixtures and forms', () => {
  it('every form of the catalogue has valid and invalid fixtures, and every fixture belongs to a form', () => {
    const ids = catalogueIds();
    const invalidForms = new Set(invalidCases.map(([, formId]) => formId));
    const validForms = new Set(validCases.map(([, formId]) => formId));
    expect([...invalidForms].sort()).toEqual(ids);
    expect([...validForms].sort()).toEqual(ids);
  });
});

describe('invalid fixtures in the rendered form', () => {
  it.each(invalidCases)('%s', async (_name, formId, _fixture, { formData, errors }) => {
    const { form, validateFns } = await loadCatalogueForm(formId);
    const onSubmit = vi.fn();
    const onNoChanges = vi.fn();
    render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={form}
        validateFns={validateFns}
        formData={formData}
        formContext={clinicalContext()}
        onSubmit={onSubmit}
        onNoChanges={onNoChanges}
      />,
    );
    if (isSubmitShown(form.uiSchema, formData)) {
      await userEvent.click(save());
    } else {
      // The uiSchema hides the button for such data (case history without a condition): a submit from the
      // keyboard still meets every message.
      expect(screen.queryByRole('button', { name: 'Save and Proceed' })).not.toBeInTheDocument();
      fireEvent.submit(document.querySelector('form')!);
    }

    const problems: string[] = [];
    for (const [path, messages] of Object.entries(errors)) {
      // A field hidden by its schema's `shownWhen` is neither shown nor sent: its errors are not the person's to fix
      // (the server, which is sent the value, still refuses it: tests/unit/schemas).
      if (path !== NON_FIELD && isHiddenPath(form.schema, formData, path.split('.'))) continue;
      // Under its field when the page shows that field; otherwise (form-wide messages, parts a custom field does
      // not display) anywhere a person can read it, such as the summary above the footer.
      const field = path === NON_FIELD ? null : locateField(path, formData);
      for (const message of messages) {
        if (field) {
          if (!shownAtField(field, message)) problems.push(`${path}: "${message}" not shown at its field`);
        } else if (visibleTexts(document.body, message).length === 0) {
          problems.push(`${path}: "${message}" not shown anywhere`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onNoChanges).not.toHaveBeenCalled();
  });
});

describe('valid fixtures loaded and saved unchanged: no changes reported', () => {
  it.each(validCases)('%s', async (_name, formId, _fixture, data) => {
    const { form, validateFns } = await loadCatalogueForm(formId);
    const onSubmit = vi.fn();
    const onNoChanges = vi.fn();
    render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={form}
        validateFns={validateFns}
        formData={data}
        formContext={clinicalContext()}
        onSubmit={onSubmit}
        onNoChanges={onNoChanges}
      />,
    );
    await userEvent.click(save());
    await waitFor(() => expect(onNoChanges).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('valid fixtures loaded and saved without a no-change handler: saved', () => {
  it.each(validCases)('%s', async (_name, formId, _fixture, data) => {
    const { form, validateFns } = await loadCatalogueForm(formId);
    const onSubmit = vi.fn();
    render(<SchemaForm registry={eyeCareRegistry} form={form} validateFns={validateFns} formData={data} formContext={clinicalContext()} onSubmit={onSubmit} />);
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject(data as object);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('valid fixtures restored over an empty record: saved (no change if equal to the empty form)', () => {
  it.each(validCases)('%s', async (_name, formId, fixture, data) => {
    const { form, validateFns } = await loadCatalogueForm(formId);
    // An empty record as the form holds it (schema defaults filled in): a fixture equal to it is not a change.
    const emptyForm = withDefaults(precompiledValidator(validateFns, form.schema), form.schema, undefined);
    const changed = !isSameFormData(data, emptyForm);
    const draftKey = `${formId}:${fixture}`;
    const owner = draftOwner();
    localStorage.setItem(draftStorageKey(owner.id, draftKey), JSON.stringify({ formData: data, savedAt: new Date().toISOString() }));
    const onSubmit = vi.fn();
    const onNoChanges = vi.fn();
    render(
      <SchemaForm
        registry={eyeCareRegistry}
        form={form}
        validateFns={validateFns}
        formContext={clinicalContext()}
        draftKey={draftKey}
        onSubmit={onSubmit}
        onNoChanges={onNoChanges}
      />,
      { wrapper: withDraftOwner(owner) },
    );
    expect(screen.queryByText('Restored unsaved changes') !== null).toBe(changed);
    await userEvent.click(save());
    if (changed) {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject(data as object);
      expect(onNoChanges).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onNoChanges).toHaveBeenCalledTimes(1));
      expect(onSubmit).not.toHaveBeenCalled();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
