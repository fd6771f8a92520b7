import { createContext, useContext } from 'react';
import type { FieldPathList } from '@rjsf/utils';
import type { FieldPath } from '../error-visibility';

/** What the theme's templates need from the `<SchemaForm>` around them. */
export interface EngineContextValue {
  /** Marks a field as left by the person (its errors may show from now on). */
  touch(path: FieldPath): void;
  /**
   * Runs the live validation of a blur, unless the widget already had RJSF run it by calling `onBlur` (custom
   * fields and widgets do not always report their inputs' blur).
   */
  validateAfterBlur(id: string): void;
  /** Errors show while typing: a change in a field marks it as touched. */
  liveOnChange: boolean;
  /** Sets the value at `path` as a change of the person's would (undefined empties it); several in one event add up. */
  setValue(path: FieldPathList, value: unknown): void;
  /** The form's data as it stands (the last change included). */
  formData(): unknown;
}

const noop: EngineContextValue = {
  touch: () => undefined,
  validateAfterBlur: () => undefined,
  liveOnChange: false,
  setValue: () => undefined,
  formData: () => undefined,
};

export const EngineContext = createContext<EngineContextValue>(noop);

/** The surrounding form's engine services (no-ops outside a `<SchemaForm>`). */
export function useEngine(): EngineContextValue {
  return useContext(EngineContext);
}
