// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) against a started
// server (`server/server.ts` serving dist/, SQLite, demo users) in Debian's Chromium: /login signed out, then the
// dashboard signed in as a student. Each page is measured LH_RUNS times (default 3); the run with the median
// performance score is reported.
// Run: npm run build && npm run bench:lighthouse   (writes the "lighthouse" section of bench/RESULTS.md;
// CHROME_PATH, default /usr/bin/chromium)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startAppProcess } from '../tests/support/app-process';
import { writeSection } from './lib/results';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS ?? 3);
const TARGETS = { '/login': { performance: 90, accessibility: 95 }, '/': { performance: 85 } } as const;

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKiB: number;
}

function figuresOf(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKiB: audit('total-byte-weight') / 1024,
  };
}

async function main() {
  const app = await startAppProcess();
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'sightline-lh-'));
  // One persistent profile: the tab Lighthouse opens shares the signed-in storage of the page used to log in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const measure = async (path: string, signedIn: boolean): Promise<Figures[]> => {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Signed in, Lighthouse keeps storage and with it the HTTP cache: empty the cache so every load is cold.
      if (signedIn) await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${app.baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== path) {
        throw new Error(`${path} ended on ${result.lhr.finalDisplayedUrl}`);
      }
      runs.push(figuresOf(result.lhr));
    }
    return runs;
  };
  try {
    const login = await measure('/login', false);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.goto('about:blank');
    const dashboard = await measure('/', true);
    report([
      ['/login (signed out)', '/login', login],
      ['/ dashboard (student)', '/', dashboard],
    ]);
  } finally {
    await context.close();
    await app.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

function report(pages: [string, keyof typeof TARGETS, Figures[]][]) {
  const rows = pages.map(([name, path, runs]) => {
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const target = TARGETS[path];
    const goals = [
      `performance ≥ ${target.performance}: ${median.performance >= target.performance ? 'met' : 'NOT met'}`,
      ...('accessibility' in target
        ? [`accessibility ≥ ${target.accessibility}: ${median.accessibility >= target.accessibility ? 'met' : 'NOT met'}`]
        : []),
    ].join('; ');
    return `| ${name} | ${median.performance} (${runs.map((r) => r.performance).join(', ')}) | ${median.accessibility} | ${(median.fcp / 1000).toFixed(1)} | ${(median.lcp / 1000).toFixed(1)} | ${Math.round(median.tbt)} | ${median.cls.toFixed(3)} | ${Math.round(median.transferKiB)} | ${goals} |`;
  });
  const markdown = [
    '## lighthouse',
    '',
    '`npm run build && npm run bench:lighthouse`: Lighthouse ' +
      `(mobile preset, simulated throttling) in Chromium (\`${CHROME_PATH}\` headless) against \`server/server.ts\` on ` +
      `127.0.0.1 serving the built client (precompressed assets). ${RUNS} runs per page; the run with the median ` +
      'performance score is shown (all performance scores in brackets).',
    '',
    '| page | performance | accessibility | FCP s | LCP s | TBT ms | CLS | transfer KiB | goals |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(markdown);
  writeSection('lighthouse', markdown);
}

await main();
