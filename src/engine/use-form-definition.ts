import { useEffect, useState } from 'react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from './core/form-definition';

/** A loaded form: its definition and its precompiled validator functions. */
export interface LoadedForm {
  form: FormDefinition;
  validateFns: ValidatorFunctions;
}

export type FormDefinitionState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | ({ status: 'ready' } & LoadedForm);

const loads = new Map<string, Promise<LoadedForm>>();

/** The ids of every form in `schemas/`, from the catalogue (loaded on first use). */
export async function listFormIds(): Promise<string[]> {
  const { formLoaders } = await import('virtual:form-catalogue');
  return Object.keys(formLoaders).sort();
}

/** Loads one form's module from the catalogue, once per id (a failed load is tried again next time). */
export function loadForm(id: string): Promise<LoadedForm> {
  let load = loads.get(id);
  if (!load) {
    load = import('virtual:form-catalogue').then(({ formLoaders }) => {
      const loader = formLoaders[id];
      if (!loader) throw new Error(`Unknown form "${id}"`);
      return loader().then(({ form, validateFns }) => ({ form, validateFns }));
    });
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

/**
 * A form by id, loaded lazily from `virtual:form-catalogue` (each form is its own chunk):
 * `{status: 'loading'}`, then `{status: 'ready', form, validateFns}` or `{status: 'error', error}`.
 */
export function useFormDefinition(id: string | undefined): FormDefinitionState {
  const [state, setState] = useState<{ id?: string; value: FormDefinitionState }>({ value: { status: 'loading' } });
  useEffect(() => {
    if (!id) return;
    let live = true;
    loadForm(id).then(
      (loaded) => live && setState({ id, value: { status: 'ready', ...loaded } }),
      (error: unknown) =>
        live && setState({ id, value: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  // A result for another id (the id just changed) is not this id's.
  return state.id === id && id !== undefined ? state.value : { status: 'loading' };
}
