import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const RESULTS = 'bench/RESULTS.md';

/** Replaces (or appends) one benchmark's section in bench/RESULTS.md, between its own markers. */
export function writeSection(name: string, markdown: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const header = '# Benchmark results\n\nEach section is rewritten by the command it names. Machines are shared and noisy: read ratios against the baseline measured in the same run.\n';
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : header;
  const stamp = `_Run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}._`;
  const block = `${begin}\n${markdown.trim()}\n\n${stamp}\n${end}`;
  const pattern = new RegExp(`${begin}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, next);
}
