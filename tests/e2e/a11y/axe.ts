import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own build, injected into the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, plus axe's best practices. */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
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

/** Fails with every line of `found`, one violation a line. */
export function expectNone(found: string[]): void {
  if (found.length > 0) throw new Error(`${found.length} critical or serious axe-core violations:\n${found.join('\n')}`);
}

/**
 * Runs axe-core over the whole document and answers one line per critical or serious violation and element:
 * `<state>: <rule> (<impact>) <target> — <help>`.
 */
export async function blockingViolations(page: Page, state: string): Promise<string[]> {
  await settled(page, state);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations;
  }, RUN_ONLY);
  return (violations as AxeViolation[])
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${state}: ${violation.id} (${violation.impact}) ${node.target.map(String).join(' > ')} — ${violation.help}`,
      ),
    );
}
