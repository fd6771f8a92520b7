/**
 * A small holder of the form's latest data, for the form context's `getFormData` and `subscribe`.
 * The form's owner publishes every change (from RJSF's `onChange`); widgets that depend on a sibling read it and
 * redraw when it changes.
 */
export interface FormDataStore {
  /** The data last published. */
  getFormData: () => unknown;
  /** Calls `listener` after each publish; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
  /** Records new form data and tells every listener. */
  publish: (formData: unknown) => void;
}

/**
 * Creates a store holding `initial` until the first publish.
 *
 * @example
 * const store = createFormDataStore(formData);
 * <Form formContext={{ ...context, getFormData: store.getFormData, subscribe: store.subscribe }}
 *   onChange={(event) => store.publish(event.formData)} … />
 */
export function createFormDataStore(initial?: unknown): FormDataStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getFormData: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish: (formData) => {
      current = formData;
      for (const listener of [...listeners]) listener();
    },
  };
}
