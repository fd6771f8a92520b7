import Ajv from 'ajv';
import { AJV_OPTIONS } from './ajv-options';
import { extendAjv } from './extend-ajv';

/**
 * A run-time ajv instance with the shared configuration. Used by the server and by tests; the browser never
 * compiles a schema (it loads validators precompiled at build time with the same options).
 */
export function createAjv(): Ajv {
  return extendAjv(new Ajv(AJV_OPTIONS));
}
