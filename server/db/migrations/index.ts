import type { Migration } from 'kysely';
import * as m0001 from './0001-users-and-tokens';
import * as m0002 from './0002-reference-data';

/**
 * Every migration by name, in order. A static map (not a folder scan) so the set is fixed at build time and
 * works the same under tsx, vitest and any bundler. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-users-and-tokens': m0001,
  '0002-reference-data': m0002,
};
