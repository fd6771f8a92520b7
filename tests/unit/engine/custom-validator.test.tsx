import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/absent-request';
import { precompiledValidator } from '../../../src/engine/form-validator';
import { SchemaForm } from '../../../src/engine/schema-form';
import { runtimeValidator, testForm } from './support/runtime-validator';

/** A modified copy of absent-request: a short reason only, with its own message; the original is untouched. */
function shortReasonForm() {
  const schema = structuredClone(form.schema) as { properties: Record<string, Record<string, unknown>> };
  schema.properties.reason = {
    ...schema.properties.reason,
    maxLength: 5,
    errorMessage: { maxLength: 'Keep the reason short.' },
  };
  return testForm('absent-request-short', schema as RJSFSchema, form.uiSchema);
}

describe('SchemaForm with any validator', () => {
  it('validates a modified copy of a schema with a customizeValidator() validator', async () => {
    const definition = shortReasonForm();
    const onSubmit = vi.fn(async () => undefined);
    render(<SchemaForm form={definition} validator={runtimeValidator()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('From date'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('To date'), '2026-12-03');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Conference');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Keep the reason short.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Reason' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Leave');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Leave' }));
  });

  it('refuses to pair the precompiled functions with a schema they were not compiled from', () => {
    const validator = precompiledValidator(validateFns, form.schema);
    expect(() => validator.validateFormData({}, shortReasonForm().schema)).toThrow(/differs from the rootSchema/);
    expect(validator.validateFormData({}, form.schema).errors).toHaveLength(3);
    expect(precompiledValidator(validateFns, form.schema)).toBe(precompiledValidator(validateFns, form.schema));
  });
});
