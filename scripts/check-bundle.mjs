// Measures the JavaScript a browser must load to paint /login: the entry chunk, the login screen's lazy chunk,
// and everything they import statically (from Vite's build manifest). Fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_KB = 150;
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const roots = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isEntry || /src\/screens\/login\//.test(key))
  .map(([key]) => key);
if (!roots.some((key) => /src\/screens\/login\//.test(key))) {
  console.error('check:bundle: no login screen chunk found in the manifest (is the login route lazy?)');
}

const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
roots.forEach(visit);

const files = [...new Set([...seen].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')))];
let total = 0;
console.log('JavaScript loaded to paint /login (gzipped):');
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
if (total > BUDGET_KB * 1024) {
  console.error(`check:bundle: over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
