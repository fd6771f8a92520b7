// `npm start`: builds the client and compiles the server (`npm run build`), then runs the compiled server with node
// alone (no TypeScript at run time); the server migrates and seeds the database on start.
// SKIP_BUILD=1 runs what the last build left in dist/ and build/server/ as it is.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SERVER_BUNDLE = 'build/server/server.mjs';

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the client and the server…');
  run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  run(['scripts/build-server.mjs']);
} else if (!existsSync(SERVER_BUNDLE)) {
  console.error(`SKIP_BUILD=1 but ${SERVER_BUNDLE} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
