import { createSchemaUtils, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type ValidatorType } from '@rjsf/utils';

/**
 * How RJSF fills defaults in every form of the engine. A required yes/no question without a `default` stays
 * unanswered (RJSF would answer it `false`): `required` then asks the person, instead of a silent "No" entering a
 * clinical record. A schema that wants `false` says `"default": false`.
 */
export const DEFAULT_FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = { requiredBooleanDefault: 'skip' };

/**
 * The data as the form holds it once RJSF has filled in the schema's defaults: the baseline of dirty tracking,
 * so that merely opening a form (which adds defaults) is not a change.
 */
export function withDefaults<T>(validator: ValidatorType, schema: RJSFSchema, formData: T | undefined): T {
  return createSchemaUtils(validator, schema, DEFAULT_FORM_STATE_BEHAVIOR).getDefaultFormState(schema, formData) as T;
}
