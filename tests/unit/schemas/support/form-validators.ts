import type { ErrorObject } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { createAjv } from '../../../../src/engine/core/create-ajv';
import { toFieldErrors, type FieldErrors } from '../../../../src/engine/core/field-errors';

export type FieldValidator = (data: unknown) => FieldErrors | null;

/**
 * Both validators the product uses for one form: the server's run-time one (compiled from the bundled schema
 * files) and the browser's precompiled one (from `virtual:form/<id>`), each answering `{field: [message]}` or null.
 */
export function formValidators(filesSchema: RJSFSchema, form: { schema: RJSFSchema }, validateFns: ValidatorFunctions) {
  const runtime = createAjv().compile(filesSchema);
  const precompiled = createPrecompiledValidator(validateFns, form.schema);
  const validators: [string, FieldValidator][] = [
    ['run-time', (data) => (runtime(data) ? null : toFieldErrors(runtime.errors ?? [], data))],
    [
      'precompiled',
      (data) => {
        const { errors } = precompiled.rawValidation<ErrorObject>(form.schema, data);
        return errors && errors.length > 0 ? toFieldErrors(errors, data) : null;
      },
    ],
  ];
  return { runtime, precompiled, validators };
}
