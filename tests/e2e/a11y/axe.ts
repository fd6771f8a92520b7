import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { unreadableControls } from './control-contrast';

/** axe-core's own build, injected into the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, plus axe's best practices. */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

/** Below this, axe-core's `color-contrast` leaves a text as incomplete that is drawn in (nearly) its background's colour. */
const INVISIBLE_BELOW = 1.5;

interface AxeCheck {
  data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
}
interface AxeNode {
  target: unknown[];
  any: AxeCheck[];
}
interface AxeResult {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Waits until nothing on the page is loading and no finite animation (a dialog or toast sliding in) is running. */
export async function settled(page: Page, state: string): Promise<void> {
  const waiting = page.waitForFunction(
    () =>
      document.querySelectorAll('.page-spinner, table[aria-busy="true"]').length === 0 &&
      document.getAnimations().every((animation) => {
        const iterations = animation.effect?.getTiming().iterations;
        return iterations === Infinity || animation.playState !== 'running';
      }),
    undefined,
    { timeout: 15_000 },
  );
  await waiting.catch((error: unknown) => {
    throw new Error(`${state}: still loading or animating after 15 s`, { cause: error });
  });
}

/** Fails with every line of `found`, one finding a line. */
export function expectNone(found: string[]): void {
  if (found.length > 0) throw new Error(`${found.length} critical or serious accessibility findings:\n${found.join('\n')}`);
}

const where = (node: AxeNode) => node.target.map(String).join(' > ');

/**
 * The accessibility gate over the whole document, one line per finding and element:
 * - each critical or serious axe-core violation: `<state>: <rule> (<impact>) <target> — <help>`;
 * - each text axe-core's `color-contrast` could not decide although it measured a contrast under 1.5:1 (its colour
 *   is, or nearly is, its background's: axe reports a 1:1 text as incomplete, not as a violation):
 *   `<state>: color-contrast (incomplete) <target> — <fg> on <bg>, <ratio>:1`;
 * - each text of a visible button or link under 4.5:1 (3:1 when large), measured from the computed styles
 *   (./control-contrast.ts): `<state>: contrast <ratio>:1, needs <needs>:1, <control> — <fg> on <bg>`.
 */
export async function blockingViolations(page: Page, state: string): Promise<string[]> {
  await settled(page, state);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async (runOnly) => {
    type Results = { violations: unknown[]; incomplete: unknown[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Results> } }).axe;
    const result = await axe.run(document, { runOnly, resultTypes: ['violations', 'incomplete'] });
    return { violations: result.violations, incomplete: result.incomplete };
  }, RUN_ONLY);
  const violations = (results.violations as AxeResult[])
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${state}: ${violation.id} (${violation.impact}) ${where(node)} — ${violation.help}`));
  const invisible = (results.incomplete as AxeResult[])
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .flatMap((node) => {
      const data = node.any.find((check) => check.data?.fgColor && check.data.bgColor)?.data;
      if (!data || data.contrastRatio === undefined || data.contrastRatio >= INVISIBLE_BELOW) return [];
      return [`${state}: color-contrast (incomplete) ${where(node)} — ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`];
    });
  const unreadable = (await unreadableControls(page.locator('body'))).map(
    (found) => `${state}: contrast ${found.ratio}:1, needs ${found.needs}:1, ${found.control} — ${found.foreground} on ${found.background}`,
  );
  return [...violations, ...invisible, ...unreadable];
}
