/**
 * Finds the REST paths of the consultation's sections written in source files: each save and read path of the
 * section manifest (schemas/consultation/sections.json), with its ids written in any way code writes them
 * (`${id}`, `:id`, `{id}`, a number), with or without `/api` before it. Comments are not read: they may say which
 * call a function makes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withoutComments } from '../../scripts/check-schemas';
import type { SectionManifest } from '../../src/lib/section-manifest';

/** An id in a path as code writes it: a template expression, a route param, a placeholder, a number. */
const ID = String.raw`(?:\$\{[^}\n]*\}|:[A-Za-z_]\w*|\{[A-Za-z_]\w*\}|\d+)`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per distinct path of the manifest (its query left out). */
export function sectionPathPatterns(manifest: SectionManifest): RegExp[] {
  const templates = new Set(manifest.sections.flatMap((entry) => [entry.save.path, entry.read.path]).map((path) => path.replace(/\?.*$/, '')));
  return [...templates].map((template) => new RegExp(template.split(/\{\w+\}/).map(escape).join(ID), 'g'));
}

/** The section paths written in `source`, outside its comments. */
export function findSectionPaths(source: string, patterns: RegExp[]): string[] {
  const code = withoutComments(source);
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[0]));
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|json)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every section path written in the source files under `dirs` (relative to `root`), as `file: path`. */
export function scanForSectionPaths(root: string, dirs: string[], patterns: RegExp[]): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) =>
      findSectionPaths(readFileSync(file, 'utf8'), patterns).map((path) => `${relative(root, file)}: ${path}`),
    ),
  );
}
