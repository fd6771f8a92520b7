import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The RJSF error processing of the ajv validators, without ajv itself (as form-validator.ts).
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { RubricValidation } from './core/rubric-validation';

const cache = new WeakMap<object, ValidatorType>();

/**
 * The RJSF validator of a rubric version (final grading, section marks) that this build has not precompiled: a version
 * saved in the rubric editor, or the one being edited there. It reads every rule from the schema
 * (`core/rubric-validation.ts`) and answers the errors ajv would, so the form shows the same texts ('Please fill all
 * scores before submitting', 'Invalid number', the schema's bounds). One per schema object.
 */
export function rubricValidator(schema: RJSFSchema): ValidatorType {
  let validator = cache.get(schema);
  if (!validator) {
    const validation = new RubricValidation(schema);
    const created: ValidatorType = {
      rawValidation: (part: RJSFSchema, formData?: unknown) => ({ errors: validation.errors(formData, part) as never[] }),
      validateFormData: (formData, part, customValidate, transformErrors, uiSchema) =>
        processRawValidationErrors(created, created.rawValidation(part, formData), formData, part, customValidate, transformErrors, uiSchema),
      isValid: (part, formData, rootSchema) => new RubricValidation(rootSchema ?? schema).errors(formData, part).length === 0,
    };
    validator = created;
    cache.set(schema, validator);
  }
  return validator;
}
