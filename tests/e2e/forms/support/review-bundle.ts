// The review bundle (`vite build --mode review`, which contains /dev/forms), built once for every test file that
// needs it: it lives under the system's temp folder, named by a hash of everything the build reads, so a second file
// (or a second run with unchanged sources) reuses it, and built files never land among the sources (lint, types).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const PREFIX = 'sightline-review-';

/** What the review build reads: sources, forms, reference data, the page, the build configuration, the lock file. */
const INPUTS = ['src', 'schemas', 'refdata', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

function filesOf(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesOf(join(path, name)));
}

/** A hash of the build's inputs (paths and contents) and of the settings that change its output. */
function inputsHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesOf(resolve(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(`SCHEMAS_DIR=${process.env.SCHEMAS_DIR ?? ''}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of an up-to-date review bundle, built now if the sources changed since the last one. Serve it with the
 * server's `STATIC_DIR`. Older bundles of this project are removed.
 */
export function reviewBundle(root = process.cwd()): string {
  const name = `${PREFIX}${inputsHash(root)}`;
  const outDir = join(tmpdir(), name);
  if (existsSync(join(outDir, 'index.html'))) return outDir;

  // Built beside its final place and renamed when complete: a failed or interrupted build is never reused.
  const partial = `${outDir}.partial-${process.pid}`;
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'review', '--outDir', partial, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0 || !existsSync(join(partial, 'index.html'))) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error('review build failed');
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(partial, outDir);

  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(PREFIX) && entry !== name && !entry.includes('.partial-')) {
      rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    }
  }
  return outDir;
}
