import { useMemo } from 'react';
import Form from '@rjsf/core';
import { withoutHidden } from './core/conditional-display';
import { formUiSchema } from './form-ui-schema';
import type { ReadOnlySchemaFormProps } from './schema-form-props';
import { NO_FORM_REGISTRY } from './form-registry';
import { readOnlyTheme } from './theme';
import { useValidator } from './use-validator';
import { DEFAULT_FORM_STATE_BEHAVIOR } from './with-defaults';

/**
 * The reading side of `<SchemaForm>`: the record as definition lists, no controls, no footer. A field hidden by its
 * `shownWhen` rule is not read either (a value stored before the rule, or left in a record): the data is read
 * without it, so no template or custom read-only field can show it.
 */
export function ReadOnlyForm<T>({ form, formData: recorded, formContext, validateFns, validator, hideTitle, idPrefix, registry }: ReadOnlySchemaFormProps<T>) {
  const theme = readOnlyTheme(registry ?? NO_FORM_REGISTRY);
  const formValidator = useValidator(form.schema, validateFns, validator);
  const formData = useMemo(() => withoutHidden(form.schema, recorded), [form.schema, recorded]);
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
        templates={theme.templates}
        widgets={theme.widgets}
        fields={theme.fields}
        readonly
        showErrorList={false}
      >
        {/* No footer: nothing to submit. */}
        <></>
      </Form>
    </div>
  );
}
