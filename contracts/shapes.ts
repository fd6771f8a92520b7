/**
 * Pieces the contracts are written with. A contract is a JSON Schema named by its `$id` (contracts/index.ts lists
 * them): registered with Fastify, which validates bodies and writes answers with it; a component of the OpenAPI
 * document under that name; a TypeScript type of that name in contracts/generated/types.ts.
 */

/** A contract's name as a route schema or another contract refers to it. */
export const ref = (id: string) => ({ $ref: `${id}#` }) as const;

/** The longest page a paged list answers (`page_size`). */
export const MAX_PAGE_SIZE = 100;

export const INT = { type: 'integer' } as const;
export const TEXT = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const NULLABLE_TEXT = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** An answer object: every property required, no others; `title` names a nested one in the OpenAPI document. */
export const closedObject = (title: string | null, properties: Record<string, unknown>, description?: string) => ({
  ...(title ? { title } : {}),
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** A page of a paged list, `{results, count}`, of the contract `item`. */
/**
 * The keyword of a contract whose object carries a form's document (schemas/<form>): the answer holds, beside the
 * properties written here, every property of that form as this server has it. The OpenAPI document lists them
 * (server/lib/openapi-forms.ts); the generated type has an index signature for them.
 */
export const X_FORM = 'x-form';

/** The answer of a paged list (server/http/paging.ts): `{results, count}`, the results each a `item` contract. */
export const pagedContract = (id: string, item: string, description?: string) => ({
  $id: id,
  type: 'object',
  ...(description ? { description } : {}),
  properties: {
    results: { type: 'array', items: ref(item) },
    count: { type: 'integer', description: 'How many items there are in all pages.' },
  },
  required: ['results', 'count'],
  additionalProperties: false,
}) as const;

/**
 * Beside `x-form`: the object carries the form's document as a read answers it (its read view, the schema's
 * `x-read-…` annotations followed): `'record'` a whole record, `'item'` one item of a form read as a list.
 */
export const X_FORM_VIEW = 'x-form-view';
