// Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint`): the checks that each use one core
// (tsc, ESLint) finish in the time of the longest. Each script's output is printed in one piece when it ends;
// fails when any of them fails.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`);
      resolve(ok);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
