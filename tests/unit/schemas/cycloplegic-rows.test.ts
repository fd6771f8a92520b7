/** Specification §5 (refraction): cycloplegic rows are optional, but once begun there is one for each eye. */
import { expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { form, validateFns } from 'virtual:form/refraction';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { formValidators } from './support/form-validators';

const files = loadFormFiles('refraction');
const { precompiled } = formValidators(files.schema, form, validateFns);

it('asks for two cycloplegic rows when rendering a list begun with one', () => {
  const schema = form.schema as RJSFSchema;
  const cycloplegic = retrieveSchema(precompiled, (schema.properties as Record<string, RJSFSchema>).cycloplegic!, schema, [{ eye: 'OD' }]);
  expect(cycloplegic.minItems).toBe(2);
});
