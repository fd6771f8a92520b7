import { _, str, type CodeKeywordDefinition } from 'ajv';
import { dateOutside } from './ajv-runtime.ts';

/**
 * `dateMaximum` and `dateMinimum`: bounds on a YYYY-MM-DD string, as a date, `"today"` (the local date when the
 * data is validated, which no schema can know) or `{"$data": "1/dob"}` (another field of the same object).
 * Only two well-formed dates are compared; a missing or malformed value is left to `required` and `format`.
 *
 * Like `uniqueItems`, the generated code calls `dateOutside` by reference on the server and as
 * `__ajvRuntime.dateOutside` in precompiled (standalone) browser code, so both read the same clock rule.
 */
function dateBound(keyword: 'dateMaximum' | 'dateMinimum', side: 'min' | 'max'): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'string',
    $data: true,
    error: {
      message: ({ schemaCode }) => (side === 'max' ? str`must be on or before ${schemaCode}` : str`must be on or after ${schemaCode}`),
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
    code(cxt) {
      const { gen, data, schemaCode } = cxt;
      const outside = gen.scopeValue('func', { ref: dateOutside, code: _`__ajvRuntime.dateOutside` });
      cxt.fail(_`${outside}(${data}, ${schemaCode}, ${side})`);
    },
  };
}

export const dateMaximumKeyword = dateBound('dateMaximum', 'max');
export const dateMinimumKeyword = dateBound('dateMinimum', 'min');
