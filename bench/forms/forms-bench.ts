// Form engine benchmark: the review bundle served by a real server, the externals form on /dev/forms with the
// seeded examination catalogue (both eyes), in headless Chromium. Measures the form's first render (first render
// to first paint, from the page's own performance measure), the keystroke-to-paint latency while typing in a notes
// field with every group open, and a Tab out of that field.
// Run: npm run bench:forms (tsx bench/forms/forms-bench.ts); writes the "forms" section of bench/RESULTS.md.
// Options (environment): BENCH_FORM (externals), BENCH_FIXTURE (valid-graded-and-notes), BENCH_RENDERS (7),
// BENCH_KEYSTROKES (100).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startAppProcess } from '../../tests/support/app-process';
import { launchChromium } from '../../tests/support/browser';
import { loginThroughForm } from '../../tests/e2e/support/session';
import { writeSection } from '../lib/results';
import { addPlainInput, installKeyTimingProbe, keyTimings, lastFormRender, timedKeys, type KeyTiming } from './page-probes';
import { median, ms, percentile } from './stats';

const FORM = process.env.BENCH_FORM ?? 'externals';
const FIXTURE = process.env.BENCH_FIXTURE ?? 'valid-graded-and-notes';
const RENDERS = Number(process.env.BENCH_RENDERS ?? 7);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 100);
const BLURS = 10;
const TARGET_RENDER_MS = 150;
const TARGET_KEY_MS = 16;
const OUT_DIR = resolve('bench/.tmp/dist-review');
const COMMAND = 'npm run bench:forms';

function build(): void {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--mode', 'review', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (result.status !== 0) throw new Error('review build failed');
}

/** Opens the form and answers its first-render measure once it is on screen. */
async function openForm(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/dev/forms?form=${FORM}&fixture=${FIXTURE}`);
  await page.locator('.review-form[data-painted]').waitFor({ timeout: 30_000 });
  const duration = await page.evaluate(lastFormRender);
  if (duration === undefined) throw new Error('the review page recorded no form-render measure');
  return duration;
}

/** Opens every collapsed group of the form, one click each, and answers how long until the last one painted. */
async function expandAll(page: Page): Promise<{ groups: number; ms: number }> {
  const toggles = page.locator('.review-form button[aria-expanded="false"]');
  const groups = await toggles.count();
  const started = Date.now();
  for (let i = 0; i < groups; i++) await toggles.first().click();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  return { groups, ms: Date.now() - started };
}

const TEXT = 'Mild hyperaemia of the bulbar conjunctiva nasally, no discharge; lids and lashes otherwise clear ';

/** Presses `keys` one at a time in the focused element, waiting for each to be painted, and answers their timings. */
async function pressTimed(page: Page, keys: readonly string[], between?: () => Promise<void>): Promise<KeyTiming[]> {
  await page.evaluate(installKeyTimingProbe);
  for (let i = 0; i < keys.length; i++) {
    await page.keyboard.press(keys[i]!);
    // Polled on a timer, not on animation frames: a requestAnimationFrame loop from the harness would keep the page
    // producing frames back to back, and each key would wait for whichever frame was already under way.
    await page.waitForFunction((n) => (window.__keyTimings?.length ?? 0) >= n, i + 1, { polling: 5 });
    await between?.();
  }
  if ((await page.evaluate(timedKeys)) < keys.length) throw new Error('key presses went untimed');
  return page.evaluate(keyTimings);
}

const typing = (count: number) => Array.from({ length: count }, (_, i) => (TEXT[i % TEXT.length] === ' ' ? 'Space' : TEXT[i % TEXT.length]!));
const works = (timings: KeyTiming[]) => timings.map((t) => t.work ?? Number.NaN).filter((t) => !Number.isNaN(t));
const paints = (timings: KeyTiming[]) => timings.map((t) => t.paint ?? Number.NaN).filter((t) => !Number.isNaN(t));
const row = (name: string, values: number[], target: string) => `| ${name} | ${ms(median(values))} | ${ms(percentile(values, 0.95))} | ${target} |`;

build();
const app = await startAppProcess({ env: { STATIC_DIR: OUT_DIR, LOG_LEVEL: 'silent' }, ensureBuild: false });
// Frames are not held back for a display refresh (there is no display): a paint then follows the work as soon
// as it is done, so keystroke-to-paint measures the page, not where a key press falls between two vsyncs.
const UNTHROTTLED = process.env.BENCH_VSYNC !== '1';
const browser = await launchChromium(UNTHROTTLED ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []);
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await loginThroughForm(page, app.baseUrl, 'student');

  // The first load also downloads and compiles the chunks: a warm-up, not counted.
  await openForm(page, app.baseUrl);
  const renders: number[] = [];
  for (let i = 0; i < RENDERS; i++) renders.push(await openForm(page, app.baseUrl));
  console.log(`first render: ${renders.map((r) => r.toFixed(1)).join(', ')} ms`);

  const expanded = await expandAll(page);
  const conditions = await page.locator('.review-form table tbody tr th[scope="row"]').count();
  const notes = page.getByRole('textbox', { name: / OD notes$/ }).first();
  if ((await notes.count()) === 0) throw new Error(`no notes field on ${FORM}: is the examination catalogue seeded?`);
  const inputs = await page.locator('.review-form input, .review-form textarea, .review-form select').count();
  console.log(`${expanded.groups} groups opened in ${expanded.ms} ms: ${conditions} conditions, ${inputs} controls`);

  await notes.click();
  const keys = await pressTimed(page, typing(KEYSTROKES));
  // Tab out of the notes field (RJSF validates the whole form on blur), then back for the next one.
  const blurs = await pressTimed(page, Array.from({ length: BLURS }, () => 'Tab'), () => page.keyboard.press('Shift+Tab'));
  // The same typing with the rows back in the table's paint layer, for the effect of the row layers in this run.
  const flat = await page.addStyleTag({ content: '.sl-obs__table tbody tr { position: static; }' });
  await notes.click();
  const flatKeys = await pressTimed(page, typing(KEYSTROKES));
  await flat.evaluate((style) => style.parentNode?.removeChild(style));
  await page.evaluate(addPlainInput);
  await page.locator('#bench-plain-input').click();
  const plain = await pressTimed(page, typing(KEYSTROKES));

  const renderMedian = median(renders);
  const keyPaint = median(paints(keys));
  const keyWork = median(works(keys));
  console.log(`keystroke: work median ${ms(keyWork)}, paint median ${ms(keyPaint)} (plain input ${ms(median(paints(plain)))})`);
  console.log(`keystroke without row layers: paint median ${ms(median(paints(flatKeys)))}`);
  console.log(`blur: work median ${ms(median(works(blurs)))}, paint median ${ms(median(paints(blurs)))}`);

  const verdict = (value: number, target: number) => (value <= target ? 'met' : 'NOT met');
  writeSection(
    'forms',
    [
      '## forms',
      '',
      `Command: \`${COMMAND}\` (review bundle, real server on SQLite with the seeded catalogue, headless Chromium ` +
        `1366×900; form \`${FORM}\` with fixture \`${FIXTURE}\` on /dev/forms; ${RENDERS} page loads after a warm-up; ` +
        `${KEYSTROKES} keystrokes in the first "OD notes" field with every group open; validation live on blur).`,
      '',
      `Form: ${expanded.groups} groups, ${conditions} conditions, ${inputs} controls once every group is open ` +
        `(opening them all, one Playwright click each: ${expanded.ms} ms).`,
      '',
      '| measure | median | p95 | target |',
      '|---|---|---|---|',
      row('first render (mount → first paint)', renders, `≤ ${TARGET_RENDER_MS} ms: ${verdict(renderMedian, TARGET_RENDER_MS)}`),
      row('keystroke → paint (notes field)', paints(keys), `≤ ${TARGET_KEY_MS} ms median: ${verdict(keyPaint, TARGET_KEY_MS)}`),
      row('keystroke → work done (notes field)', works(keys), `≤ ${TARGET_KEY_MS} ms median: ${verdict(keyWork, TARGET_KEY_MS)}`),
      row('keystroke → paint, rows not in their own paint layers (comparison)', paints(flatKeys), '—'),
      row('keystroke → paint, plain `<input>` outside React (floor)', paints(plain), '—'),
      row('Tab out of the notes field → paint', paints(blurs), '—'),
      row('Tab out of the notes field → work done', works(blurs), '—'),
      '',
      '"Work done" is the end of the key\'s event handling: React and RJSF render and commit synchronously inside it. ' +
        (UNTHROTTLED
          ? 'Chromium runs with `--disable-gpu-vsync --disable-frame-rate-limit` (no display to wait for: a frame is ' +
            'produced as soon as the work is done; `BENCH_VSYNC=1` measures with the usual 60 Hz frame clock). '
          : 'Chromium runs with its usual 60 Hz frame clock. ') +
        '"Paint" runs to just after the next frame is painted, so it adds the wait for that frame; the plain input, ' +
        'which runs no script at all, shows what that wait alone costs in this headless browser. Read the paint ' +
        'figures against that floor. Validation runs on blur, not per keystroke: a Tab out of the notes field runs ' +
        "RJSF's live validation of the whole form (the engine's field template reports the blur of custom fields). " +
        'Each condition row of the examination table is its own paint layer (`position: relative` in widgets.css): ' +
        'without it a keystroke re-records the paint of the whole open catalogue.',
    ].join('\n'),
  );
} finally {
  await browser.close();
  await app.stop();
}
