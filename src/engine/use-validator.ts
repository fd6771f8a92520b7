import { useMemo } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { precompiledValidator } from './form-validator';

/** The validator a form uses: the one given, else the (shared) precompiled one of its `validateFns`. */
export function useValidator(schema: RJSFSchema, validateFns?: ValidatorFunctions, validator?: ValidatorType): ValidatorType {
  return useMemo(() => {
    if (validator) return validator;
    if (!validateFns) throw new Error('SchemaForm needs validateFns or a validator');
    return precompiledValidator(validateFns, schema);
  }, [schema, validateFns, validator]);
}
