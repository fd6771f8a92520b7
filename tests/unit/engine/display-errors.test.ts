import { describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/absent-request';
import { propertyPath, toDisplayErrors } from '../../../src/engine/display-errors';
import { ErrorVisibility } from '../../../src/engine/error-visibility';
import { precompiledValidator } from '../../../src/engine/form-validator';
import { runtimeValidator } from './support/runtime-validator';

function displayErrors(schema: RJSFSchema, data: unknown, validator = runtimeValidator()) {
  const { errors } = validator.validateFormData(data, schema, undefined, toDisplayErrors);
  return errors.map((error: RJSFValidationError) => [error.property, error.message]);
}

describe('toDisplayErrors', () => {
  it('moves an object’s required message to the missing property, with the schema’s text', () => {
    const validator = precompiledValidator(validateFns, form.schema);
    expect(displayErrors(form.schema, { reason: 'x' }, validator)).toEqual([
      ['.from_date', 'This field is required.'],
      ['.to_date', 'This field is required.'],
    ]);
  });

  it('gives one message per missing property when one errorMessage covers several', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['a', 'b'],
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      errorMessage: { required: 'Please fill in required fields' },
    };
    expect(displayErrors(schema, {})).toEqual([
      ['.a', 'Please fill in required fields'],
      ['.b', 'Please fill in required fields'],
    ]);
  });

  it('moves a dependencies message to the missing property and drops the if error', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { cyl: { type: 'string' }, axis: { type: 'string' }, chart: { type: 'string' }, va: { type: 'string' } },
      dependencies: { cyl: ['axis'] },
      if: { properties: { chart: { const: 'SNELLEN' } }, required: ['chart'] },
      then: { properties: { va: { pattern: '^6/' } } },
      errorMessage: { dependencies: { cyl: 'AXIS is required if CYL is entered' } },
    };
    expect(displayErrors(schema, { cyl: '-0.75', chart: 'SNELLEN', va: '0.2' })).toEqual([
      ['.va', 'Enter a valid value.'],
      ['.axis', 'AXIS is required if CYL is entered'],
    ]);
  });

  it('uses the server’s plain texts where the schema has no message, and names unknown fields', () => {
    const schema: RJSFSchema = {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 3 }, age: { type: 'integer' } },
    };
    expect(displayErrors(schema, { age: 'x', extra: 1 })).toEqual([
      ['.name', 'This field is required.'],
      ['', 'Unknown field: extra.'],
      ['.age', 'A valid integer is required.'],
    ]);
    expect(displayErrors(schema, { name: 'Abena' })).toEqual([['.name', 'Ensure this field has no more than 3 characters.']]);
  });

  it('shows an unknown nested property at the form level, as the server reports it', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { rows: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { eye: { type: 'string' } } } } },
    };
    expect(displayErrors(schema, { rows: [{ eye: 'OD' }, { eye: 'OS', sph: '+1.00' }] })).toEqual([['', 'Unknown field: rows.1.sph.']]);
  });
});

describe('propertyPath', () => {
  it('splits RJSF properties into segments', () => {
    expect(propertyPath('.objective.0.axis')).toEqual(['objective', '0', 'axis']);
    expect(propertyPath('')).toEqual([]);
    expect(propertyPath(undefined)).toEqual([]);
  });
});

describe('ErrorVisibility', () => {
  it('shows errors of left fields, of fields inside them and of groups around them; all after a submit', () => {
    const visibility = new ErrorVisibility();
    expect(visibility.isVisible(['reason'])).toBe(false);
    visibility.touch(['reason']);
    visibility.touch(['observations']);
    visibility.touch(['objective', 0, 'axis']);
    visibility.touch([]);
    expect(visibility.isVisible(['reason'])).toBe(true);
    expect(visibility.isVisible(['observations', '3', 'value'])).toBe(true);
    expect(visibility.isVisible(['objective'])).toBe(true);
    expect(visibility.isVisible(['objective', '0', 'sph'])).toBe(false);
    expect(visibility.isVisible(['to_date'])).toBe(false);
    expect(visibility.isVisible([])).toBe(false);
    visibility.submit();
    expect(visibility.isVisible(['to_date'])).toBe(true);
    expect(visibility.isVisible([])).toBe(true);
  });
});
