import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { AJV_OPTIONS } from '../../../../src/engine/core/ajv-options';
import { extendAjv } from '../../../../src/engine/core/extend-ajv';
import type { FormDefinition } from '../../../../src/engine/core/form-definition';

/** A run-time validator with the app's ajv configuration, for schemas written in a test (never in the browser). */
export function runtimeValidator(): ValidatorType {
  return customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS, ajvFormatOptions: false, extenderFn: extendAjv });
}

/** A form definition for a schema written in a test. */
export function testForm(id: string, schema: RJSFSchema, uiSchema: UiSchema = {}): FormDefinition {
  return { id, version: '1', schema, uiSchema };
}
