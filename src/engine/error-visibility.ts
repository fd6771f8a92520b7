/** A field's place in the form data, as RJSF's `FieldPathId.path` gives it. */
export type FieldPath = readonly (string | number)[];

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((part, index) => path[index] === part);
}

/**
 * Which errors a person should see yet: before the first submit only those of fields they have left (blurred),
 * so that opening a form or tabbing into it does not cover it in red; after a submit, all of them.
 * Mutable on purpose: it is read from RJSF's `transformErrors` while a validation runs, not during rendering.
 */
export class ErrorVisibility {
  private readonly touched: string[][] = [];
  private submitted = false;

  /**
   * Records that the person has left the field at `path`. The whole form (a custom field at the root) is not a
   * field one leaves: its own fields record themselves.
   */
  touch(path: FieldPath): void {
    if (path.length === 0) return;
    const key = path.map(String);
    if (!this.touched.some((known) => known.length === key.length && startsWith(known, key))) this.touched.push(key);
  }

  /** From now on every error shows. */
  submit(): void {
    this.submitted = true;
  }

  /** Whether the form has been submitted at least once. */
  get hasSubmitted(): boolean {
    return this.submitted;
  }

  /**
   * An error shows after a submit; before it, when its field was left, or when it belongs to a field inside one that
   * was left (a composite field) or to a group holding a left field (an array's own `minItems`, say). Errors of the
   * whole form wait for the submit.
   */
  isVisible(errorPath: readonly string[]): boolean {
    if (this.submitted) return true;
    if (errorPath.length === 0) return false;
    return this.touched.some((path) => startsWith(errorPath, path) || startsWith(path, errorPath));
  }
}
