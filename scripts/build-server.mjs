// `npm run build` (after the client): compiles the server once into plain JavaScript, build/server/server.mjs, which
// `npm start` runs with node alone (no TypeScript loader at run time). One ES module: the project's own code
// (server/, the shared src/lib, contracts/, the JSON it imports) is bundled; packages stay in node_modules.
// The bundle sits two folders deep like server/lib/, so server/lib/project-files.ts finds config/ and refdata/ from
// either place.
import { build } from 'esbuild';

const SERVER_BUNDLE = 'build/server/server.mjs';

const started = Date.now();
await build({
  entryPoints: ['server/server.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`Server compiled to ${SERVER_BUNDLE} in ${Date.now() - started} ms`);
