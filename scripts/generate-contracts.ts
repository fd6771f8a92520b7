/**
 * Writes the TypeScript types of the contracts (contracts/index.ts) to contracts/generated/types.ts with
 * json-schema-to-typescript: one exported type per contract, named by its `$id`, and one per titled part.
 * `--check` writes nothing and fails when the file on disk is not what would be written (CI: `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { CONTRACTS } from '../contracts/index';
import { isRecord } from '../src/lib/is-record';
import { X_FORM } from '../contracts/shapes';
import { idRefSchema } from '../server/plugins/contracts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'contracts', 'generated', 'types.ts');

const BANNER =
  '/* Written by `npm run contracts:generate` from contracts/index.ts: do not edit (CI fails when it is stale). */';

/** A copy in which `Name#` references point at the root's `$defs` and a form's document is an index signature. */
function local(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(local);
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.endsWith('#')) out.$ref = `#/$defs/${value.slice(0, -1)}`;
    else if (key === 'errorMessage' || key === '$id') continue;
    else out[key] = local(value);
  }
  if (X_FORM in node && node.type === 'object') out.additionalProperties = true;
  return out;
}

export async function contractTypes(): Promise<string> {
  // `IdRef`, the forms' shared id definition, is registered beside the contracts (server/plugins/contracts.ts).
  const schemas = [...CONTRACTS, idRefSchema(join(ROOT, 'schemas')) as { $id: string }];
  const $defs = Object.fromEntries(schemas.map((schema) => [schema.$id, { ...(local(schema) as object), title: schema.$id }]));
  const root = { title: 'Contracts', type: 'object', additionalProperties: false, $defs } as JSONSchema;
  const text = await compile(root, 'Contracts', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  // The root is only a holder of the definitions.
  return text.replace(/export interface Contracts \{\}\n\n?/, '');
}

async function main(): Promise<void> {
  const text = await contractTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUT, 'utf8');
    } catch {
      // A missing file is stale.
    }
    if (current !== text) {
      console.error('contracts/generated/types.ts is stale: run `npm run contracts:generate` and commit it.');
      process.exit(1);
    }
    console.log('contracts/generated/types.ts is up to date.');
    return;
  }
  writeFileSync(OUT, text);
  console.log(`Wrote ${OUT}`);
}

await main();
