/** The form engine's public API for screens. */
export { SchemaForm } from './schema-form';
export { FormRegistryProvider, type FormRegistry } from './form-registry';
export { rubricValidator } from './rubric-validator';
export type { EditableSchemaFormProps, FormAction, FormSubmission, ReadOnlySchemaFormProps, SchemaFormProps } from './schema-form-props';
export { useFormDraft, readDraft, DRAFT_DELAY_MS, type FormDraft } from './use-form-draft';
export { DraftOwnerProvider, type DraftOwner } from './draft-owner';
export { useFormDefinition, loadForm, listFormIds, type FormDefinitionState, type LoadedForm } from './use-form-definition';
export { isSameFormData } from './form-data-equal';
export type { FormDefinition } from './core/form-definition';
