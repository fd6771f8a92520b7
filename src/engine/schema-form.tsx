import './schema-form.css';
import { EditableForm } from './editable-form';
import { ReadOnlyForm } from './read-only-form';
import type { SchemaFormProps } from './schema-form-props';

/**
 * A clinical form rendered from its schema and uiSchema (over @rjsf/core, with the engine's PrimeReact theme and
 * the eye-care widgets).
 *
 * Editing: errors show under their fields with the schema's exact texts, for a field once it is left and for all
 * after a submit; the footer has Back (with `onBack`) and the submit button; `onSubmit` runs only for valid data,
 * `onNoChanges` instead when nothing changed; `draftKey` keeps unsaved input across reloads (per signed-in user, see
 * `DraftOwnerProvider`).
 * Read-only (`readOnly`): the values as text, '—' for empty ones, enum values by their labels.
 *
 * @example
 * import { form, validateFns } from 'virtual:form/absent-request';
 * <SchemaForm form={form} validateFns={validateFns} onSubmit={save} onNoChanges={next} draftKey="absent-request" />
 */
export function SchemaForm<T = unknown>(props: SchemaFormProps<T>) {
  if (props.readOnly) return <ReadOnlyForm<T> {...props} />;
  return <EditableForm<T> {...props} />;
}
