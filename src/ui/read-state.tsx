import { errorMessageOf } from '../lib/format-error';

/** A read that failed: `Error: <message>`, announced. */
export function ReadError({ error }: { error: unknown }) {
  return (
    <p className="form-error" role="alert">
      Error: {errorMessageOf(error)}
    </p>
  );
}

/** A read under way: a spinner and `text`, announced. */
export function ReadLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {text}
    </p>
  );
}

/** A form whose definition is still being read (`Loading...`), or could not be read. */
export function FormNotReady({ failed }: { failed: boolean }) {
  return failed ? (
    <p className="form-error" role="alert">
      The form could not be loaded.
    </p>
  ) : (
    <p className="muted" role="status">
      Loading...
    </p>
  );
}
