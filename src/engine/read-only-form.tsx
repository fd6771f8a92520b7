import { useMemo } from 'react';
import Form from '@rjsf/core';
import { formUiSchema } from './form-ui-schema';
import type { ReadOnlySchemaFormProps } from './schema-form-props';
import { readOnlyTheme } from './theme';
import { useValidator } from './use-validator';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './with-defaults';

/** The reading side of `<SchemaForm>`: the record as definition lists, no controls, no footer. */
export function ReadOnlyForm<T>({ form, formData, formContext, validateFns, validator, hideTitle, idPrefix }: ReadOnlySchemaFormProps<T>) {
  const formValidator = useValidator(form.schema, validateFns, validator);
  const context = useMemo(() => ({ ...formContext, getFormData: () => formData, subscribe: () => () => undefined }), [formContext, formData]);
  return (
    <div className="sf-form sf-form--readonly">
      <Form<T>
        tagName="div"
        {...(idPrefix ? { idPrefix } : {})}
        schema={form.schema}
        uiSchema={formUiSchema(form, hideTitle)}
        validator={formValidator}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
        formData={formData}
        formContext={context}
        templates={readOnlyTheme.templates}
        widgets={readOnlyTheme.widgets}
        fields={readOnlyTheme.fields}
        readonly
        showErrorList={false}
      >
        {/* No footer: nothing to submit. */}
        <></>
      </Form>
    </div>
  );
}
