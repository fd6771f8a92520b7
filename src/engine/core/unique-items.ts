import { _, str, type CodeKeywordDefinition } from 'ajv';
import { duplicateItems } from './ajv-runtime.ts';

/**
 * `uniqueItems` with the same verdict, error and params as ajv's own, in linear time: ajv compares every pair of
 * object items, so a list of a few hundred observations costs a hundred thousand deep comparisons.
 *
 * The generated code calls `duplicateItems` by reference on the server; in precompiled (standalone) code it is
 * `__ajvRuntime.duplicateItems`, the name under which `src/engine/build/compile-validator.ts` imports this
 * folder's `ajv-runtime.ts`.
 */
export const uniqueItemsKeyword: CodeKeywordDefinition = {
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  error: {
    message: ({ params: { i, j } }) => str`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    params: ({ params: { i, j } }) => _`{i: ${i}, j: ${j}}`,
  },
  code(cxt) {
    const { gen, data, schema } = cxt;
    if (!schema) return;
    const find = gen.scopeValue('func', { ref: duplicateItems, code: _`__ajvRuntime.duplicateItems` });
    const duplicate = gen.const('duplicate', _`${find}(${data})`);
    cxt.setParams({ i: _`${duplicate}[0]`, j: _`${duplicate}[1]` });
    cxt.fail(_`${duplicate} !== null`);
  },
};
