declare module 'virtual:form/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  import type { FormDefinition } from './core/form-definition';

  export const form: FormDefinition;
  export const validateFns: ValidatorFunctions;
}

declare module 'virtual:form-catalogue' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  import type { FormDefinition } from './core/form-definition';

  export const formLoaders: Record<string, () => Promise<{ form: FormDefinition; validateFns: ValidatorFunctions }>>;
}
