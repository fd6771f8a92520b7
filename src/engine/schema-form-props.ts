import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from './core/form-definition';
import type { FormRegistry } from './form-registry';

/** What every `<SchemaForm>` takes. */
interface CommonProps<T> {
  /** The form (from `virtual:form/<id>`): bundled schema, uiSchema, id and version. Never modified. */
  form: FormDefinition;
  /** The form's precompiled validator functions (from `virtual:form/<id>`); or give `validator`. */
  validateFns?: ValidatorFunctions;
  /** A ready RJSF validator (tests pass `customizeValidator()` output for a modified schema). Wins over `validateFns`. */
  validator?: ValidatorType;
  /** The loaded data (a saved record), or nothing for a new one. */
  formData?: T;
  /**
   * Opaque to the engine and passed to widgets (reference data, upload service…). The engine adds `getFormData`
   * (the latest data) and `subscribe` (told of every change), so widgets can follow their siblings.
   */
  formContext?: object;
  /** Leaves out the form's own title (the page already shows it as its heading). */
  hideTitle?: boolean;
  /**
   * The prefix of the form's element ids (RJSF `idPrefix`, default `root`): give each form of one page its own,
   * e.g. the read-only items of a list shown beside an editable form of the same schema.
   */
  idPrefix?: string;
  /**
   * The widgets, fields and templates to render with (the app's domain widgets); without it, the nearest
   * `FormRegistryProvider`'s, else the engine's generic controls only.
   */
  registry?: FormRegistry;
}

/** Editing: footer with Back and the submit button, validation, dirty tracking, drafts. */
export interface EditableSchemaFormProps<T> extends CommonProps<T> {
  readOnly?: false;
  /**
   * Saves valid data. While its promise is pending the form shows a busy state; when it rejects, everything typed
   * stays (and in the draft): report the failure yourself (a toast) before rejecting. A form with `actions` also
   * passes `submission`, whose `action` names the button used.
   */
  onSubmit: (formData: T, submission?: FormSubmission) => Promise<unknown> | void;
  /** Shows a Back button. */
  onBack?: () => void;
  /** The text of the `onBack` button (default 'Back'; e.g. 'Cancel' in a dialog, then without the arrow). */
  backLabel?: string;
  /** Called instead of `onSubmit` when the data equals the loaded data (then: 'No changes detected', move on). */
  onNoChanges?: () => void;
  /**
   * Keeps unsaved input in localStorage under `draft:<userId>:<draftKey>` (e.g. `visual-acuity:<appointmentId>`),
   * for the user of the enclosing `DraftOwnerProvider`; without one, no draft is kept.
   */
  draftKey?: string;
  /** The submit button's text. */
  submitLabel?: string;
  /**
   * Several submit buttons instead of one (e.g. 'Schedule Appointment' and 'Attend to Patient Now'): each submits the
   * form, and `onSubmit` learns which one by its `name`. Enter in a field uses the first.
   */
  actions?: readonly FormAction[];
  /**
   * When errors show: 'onBlur' (default) once a field is left, 'onChange' as soon as it is typed in (for small forms
   * whose rules are cheap to check on every keystroke).
   */
  liveValidate?: 'onBlur' | 'onChange';
  /** Errors from the server by field name (a 400 `{field: [messages]}`), shown under their fields. */
  serverErrors?: Readonly<Record<string, readonly string[]>>;
  /**
   * A submit refused by validation, with the messages it shows (each once): for a screen that also tells some of them
   * in a toast, as the specification asks for a few (e.g. 'Test name and file are required.').
   */
  onInvalid?: (messages: readonly string[]) => void;
  /** Every change, with whether the data now differs from the loaded data. */
  onChange?: (formData: T, state: { dirty: boolean }) => void;
}

/** A submit button of a form with several. */
export interface FormAction {
  name: string;
  label: string;
  /**
   * Pressed on a form still as loaded (nothing typed), this action calls `onNoChanges` without checking the form:
   * e.g. 'Save and Proceed' past an optional form, which saves what is typed and moves on from an empty one.
   */
  skipsWhenUnchanged?: boolean;
}

/** How a form was submitted. */
export interface FormSubmission {
  /** The `name` of the action button used, when the form has `actions`. */
  action?: string;
}

/** Reading: values as text, no controls, no footer (past records). */
export interface ReadOnlySchemaFormProps<T> extends CommonProps<T> {
  readOnly: true;
}

export type SchemaFormProps<T = unknown> = EditableSchemaFormProps<T> | ReadOnlySchemaFormProps<T>;
