import type { Options } from 'ajv';

/**
 * The one ajv configuration, shared by the browser's precompiled validators and the server's run-time ones.
 * Bodies are never coerced or stripped: an unknown field is an error, a wrong type is an error.
 * `allErrors` is required by ajv-errors (`errorMessage` in schemas) and lets a form show every problem at once.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: false,
  strict: false,
  verbose: true,
  multipleOfPrecision: 8,
  discriminator: false,
  // A bound taken from another field of the same form (`dateMinimum: {"$data": "1/dob"}`).
  $data: true,
};

/**
 * Formats as RegExp only: a RegExp can be compiled into standalone code, a function cannot.
 * Clinical notations (SPH, Snellen…) are `pattern`s in the schemas, not formats: the engine knows nothing of eyes.
 */
export const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

/**
 * Schema keywords that carry metadata only: `version`, a rubric's `totalKey` (the name of a section's total)
 * and `totalMaximum` (what its maxima add up to; src/engine/core/rubric.ts and rubric-check.ts), `x-hint`
 * (a non-blocking hint a widget shows for a value the schema accepts that is none of its `examples`) and
 * `x-read-name` (the name a read answer gives a property, when it differs from the form's; docs/forms.md).
 */
export const METADATA_KEYWORDS = ['version', 'totalKey', 'totalMaximum', 'x-hint', 'x-read-name'] as const;

/**
 * Annotation keywords whose value is an object: `shownWhen` (conditional display, core/conditional-display.ts) and
 * `x-wire` (how a property travels where REST differs from the form, core/wire-schema.ts) and `x-trend` (a value the
 * patient's trends follow over visits, core/trend-fields.ts).
 */
export const ANNOTATION_OBJECT_KEYWORDS = ['shownWhen', 'x-wire', 'x-trend'] as const;
