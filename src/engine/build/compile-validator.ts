import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { AJV_OPTIONS } from '../core/ajv-options.ts';
import { extendAjv } from '../core/extend-ajv.ts';

/** ajv's CommonJS run-time helpers, and the ES module exports that replace them. */
const RUNTIME_REPLACEMENTS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': '__ajvRuntime.ucs2length',
  'require("ajv/dist/runtime/equal").default': '__ajvRuntime.equal',
};

/**
 * Compiles a bundled form schema into ES module source exporting `validateFns` (for RJSF's precompiled
 * validator). The code needs no `new Function` and no `require`, so the browser runs it under a CSP without
 * 'unsafe-eval'. `runtimeModule` is the import specifier of `src/engine/core/ajv-runtime.ts`.
 */
export function compileValidatorModule(schema: RJSFSchema, runtimeModule: string): string {
  let code = compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { ...AJV_OPTIONS, code: { lines: false, source: true } },
    ajvFormatOptions: false,
    extenderFn: extendAjv,
  });
  for (const [from, to] of Object.entries(RUNTIME_REPLACEMENTS)) {
    code = code.split(from).join(to);
  }
  const leftover = code.match(/require\([^)]*\)/);
  if (leftover) throw new Error(`Precompiled validator needs an unsupported ajv run-time helper: ${leftover[0]}`);
  code = code.replace(/^"use strict";/, '').replace(/\bexports\[/g, '__validateFns[');
  return [
    `import * as __ajvRuntime from ${JSON.stringify(runtimeModule)};`,
    'const __validateFns = {};',
    code,
    'export const validateFns = __validateFns;',
  ].join('\n');
}
