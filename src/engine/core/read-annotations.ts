/**
 * The read-view annotations of a form's schema: small data that says where the answer of a read differs from the
 * stored document (docs/forms.md, "Read views"). They change nothing in validation; they are registered (with a
 * meta-schema each, so a misspelt member is an error when the schema is compiled) in the one ajv configuration
 * (`extend-ajv.ts`), and read by the server's read view (server/features/sections/read-view.ts).
 *
 * - `x-read-lookup` on an id: `{"catalogue": "conditions", "beside": "condition_name"}` adds the looked-up name
 *   beside the id; `{"catalogue": "diagnosis-codes", "into": "diagnosis"}` answers the id as `{id, diagnosis}`.
 * - `x-read-default` on a property: what an absent property reads as (else the schema's `default`, else absent).
 * - `x-read-key` on a property: the name it is answered under (`final_diagnoses` → `final_diagnoses_info`).
 * - `x-read-parallel` on a list of objects: answered as one list per member of its items, position-matched:
 *   `{"prefix": "drug_", "names": {"name": "drug_history"}}` answers `name` as `drug_history`, `notes` as
 *   `drug_notes` and any other member `m` as `drug_m`; the list itself is not answered.
 * - `x-read-copy` on an object: members added from another (stored) member when the object matches:
 *   `{"grading": {"from": "value", "when": {"field_type": "grading"}}}` (null when it does not match).
 * - `x-read-list` on a form: the form is answered as the list of that property's items, each carrying the form's
 *   other properties.
 */
import type { KeywordDefinition } from 'ajv';

export const READ_LOOKUP = 'x-read-lookup';
export const READ_DEFAULT = 'x-read-default';
export const READ_KEY = 'x-read-key';
export const READ_PARALLEL = 'x-read-parallel';
export const READ_COPY = 'x-read-copy';
export const READ_LIST = 'x-read-list';

const name = { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;

/** The keywords, each with the meta-schema of its value. */
export const READ_ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  {
    keyword: READ_LOOKUP,
    metaSchema: {
      type: 'object',
      properties: { catalogue: { type: 'string', minLength: 1 }, beside: name, into: name },
      required: ['catalogue'],
      oneOf: [{ required: ['beside'] }, { required: ['into'] }],
      additionalProperties: false,
    },
  },
  { keyword: READ_DEFAULT },
  { keyword: READ_KEY, metaSchema: name },
  {
    keyword: READ_PARALLEL,
    metaSchema: {
      type: 'object',
      properties: { prefix: { type: 'string' }, names: { type: 'object', additionalProperties: name } },
      required: ['prefix'],
      additionalProperties: false,
    },
  },
  {
    keyword: READ_COPY,
    metaSchema: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { from: name, when: { type: 'object' } },
        required: ['from'],
        additionalProperties: false,
      },
    },
  },
  { keyword: READ_LIST, metaSchema: name },
];
