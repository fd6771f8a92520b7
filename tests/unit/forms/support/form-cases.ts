import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formLoaders } from 'virtual:form-catalogue';
import type { FormDefinition } from '../../../../src/engine/core/form-definition';

/** An invalid fixture: the form data, and the messages each dotted path (or `non_field_errors`) must show. */
export interface InvalidFixture {
  formData: unknown;
  errors: Record<string, string[]>;
}

const invalidFiles = import.meta.glob<InvalidFixture>('/schemas/*/fixtures/invalid-*.json', { eager: true, import: 'default' });
const validFiles = import.meta.glob<unknown>('/schemas/*/fixtures/valid-*.json', { eager: true, import: 'default' });

const PATH = /^\/schemas\/([^/]+)\/fixtures\/([^/]+)\.json$/;

/** One fixture file: `[<form> / <fixture>, form id, fixture name, content]`, sorted by name. */
export type FixtureCase<T> = [name: string, formId: string, fixture: string, content: T];

function cases<T>(files: Record<string, T>): FixtureCase<T>[] {
  return Object.entries(files)
    .map(([path, content]): FixtureCase<T> => {
      const match = PATH.exec(path);
      if (!match) throw new Error(`Unexpected fixture path ${path}`);
      return [`${match[1]} / ${match[2]}`, match[1]!, match[2]!, content];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}

export const invalidCases = cases(invalidFiles);
export const validCases = cases(validFiles);

/** Every form of the catalogue, as the app loads it: bundled schema and precompiled validator. */
export async function loadCatalogueForm(id: string): Promise<{ form: FormDefinition; validateFns: ValidatorFunctions }> {
  const loader = formLoaders[id];
  if (!loader) throw new Error(`Form "${id}" is not in virtual:form-catalogue`);
  return loader();
}

export const catalogueIds = (): string[] => Object.keys(formLoaders).sort();
