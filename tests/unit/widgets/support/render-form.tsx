import { render } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { vi } from 'vitest';
import type { ClinicalFormContext } from '../../../../src/widgets/form-context';
import { createFormDataStore } from '../../../../src/engine/form-data-store';
import { fields, widgets } from '../../../../src/widgets/registry';

export interface RenderFormOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  context?: ClinicalFormContext;
  liveValidate?: boolean;
  extraErrors?: ErrorSchema;
}

/**
 * Renders an RJSF Form with the widget registry and a form context like the engine's: `getFormData` and
 * `subscribe` backed by a store fed from `onChange`. `data()` is the form's latest data.
 */
export function renderForm({ schema, uiSchema, formData, context, liveValidate, extraErrors }: RenderFormOptions) {
  const store = createFormDataStore(formData);
  const onChange = vi.fn((event: { formData?: unknown }) => store.publish(event.formData));
  const onSubmit = vi.fn();
  const formContext: ClinicalFormContext = { ...context, getFormData: store.getFormData, subscribe: store.subscribe };
  const view = render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      fields={fields}
      formContext={formContext}
      liveValidate={liveValidate}
      extraErrors={extraErrors}
      showErrorList={false}
      onChange={onChange}
      onSubmit={onSubmit}
    />,
  );
  return { ...view, data: () => store.getFormData() as Record<string, unknown>, onChange, onSubmit };
}
