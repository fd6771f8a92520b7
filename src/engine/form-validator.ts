import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The deep import keeps ajv itself out of the browser bundle: only the precompiled functions run there.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';

const cache = new WeakMap<ValidatorFunctions, WeakMap<RJSFSchema, ValidatorType>>();

/**
 * The RJSF validator for a form's build-time precompiled functions, created once per form (per `validateFns` and
 * schema object) and shared by every mount. The schema must be the very one the functions were compiled from,
 * unmodified: the precompiled validator refuses any other.
 */
export function precompiledValidator(validateFns: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  let bySchema = cache.get(validateFns);
  if (!bySchema) {
    bySchema = new WeakMap();
    cache.set(validateFns, bySchema);
  }
  let validator = bySchema.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns, schema);
    bySchema.set(schema, validator);
  }
  return validator;
}
