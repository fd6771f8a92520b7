import './schema-form.css';
import { FormNotReady } from '../ui/read-state';
import { useFormRegistry } from './form-registry';
import { EditableForm } from './editable-form';
import { ReadOnlyForm } from './read-only-form';
import type { SchemaFormProps } from './schema-form-props';

/**
 * A clinical form rendered from its schema and uiSchema (over @rjsf/core, with the engine's PrimeReact theme and
 * the widgets of the registry the app provides, `FormRegistryProvider`, or of the `registry` prop).
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
  // The app's registry may still be loading (FormRegistryProvider): 'Loading...' until it is there, never a blank.
  const registry = useFormRegistry(props.registry);
  if (!registry || registry instanceof Error) return <FormNotReady failed={registry instanceof Error} />;
  if (props.readOnly) return <ReadOnlyForm<T> {...props} registry={registry} />;
  return <EditableForm<T> {...props} registry={registry} />;
}
