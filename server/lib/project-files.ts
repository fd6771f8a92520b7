/**
 * Files the server reads at run time from the project's own folders (config/, refdata/): found from the project
 * root, whether the server runs from its source (this file is server/lib/project-files.ts) or from the compiled
 * bundle (build/server/server.mjs, built by scripts/build-server.mjs at the same depth, so one path fits both).
 */
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = new URL('../../', import.meta.url);

/** The absolute path of `relativePath` (e.g. `config/inventory.json`) under the project root. */
export function projectFile(relativePath: string): string {
  return fileURLToPath(new URL(relativePath, PROJECT_ROOT));
}
