// `npm start`: builds the client, then runs the server (which migrates and seeds the database on start).
// SKIP_BUILD=1 serves the existing dist/ as it is.
import { spawn, spawnSync } from 'node:child_process';

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the client…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
