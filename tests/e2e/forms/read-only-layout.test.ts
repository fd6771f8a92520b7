// Read-only records in a real browser: every consultation section of /dev/forms (review bundle), read-only with a
// realistic fixture, at 1366, 768 and 390 px wide — a summary with no control, nothing wider than the page, the
// refraction's Eye column on one line, and no critical or serious axe-core violation inside the record.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { reviewBundle } from './support/review-bundle';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SECTIONS: [form: string, fixture: string][] = [
  ['case-history', 'valid-mixed-fields'],
  ['oculo-medical-history', 'valid-first-history-complete'],
  ['visual-acuity', 'valid-snellen-full'],
  ['externals', 'valid-graded-and-notes'],
  ['internals', 'valid-lens-and-fundus'],
  ['refraction', 'valid-full'],
  ['extra-test', 'valid-tonometry'],
  ['diagnosis', 'valid-two-diagnoses'],
  ['management', 'valid-spectacles'],
  ['final-grading', 'valid-partial-marks'],
];
const SIZES = [
  { width: 1366, height: 850 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

const env = startAppAndBrowser({ app: () => ({ env: { STATIC_DIR: reviewBundle() }, ensureBuild: false }), startTimeout: 240_000 });

/** What the read-only record shows that it should not: controls, overflow past the viewport, wrapped eye labels. */
async function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const record = document.querySelector('.sf-form--readonly')!;
    for (const control of record.querySelectorAll('input, select, textarea, [role="spinbutton"], [role="combobox"], .sf-required')) {
      found.push(`control: ${control.outerHTML.slice(0, 80)}`);
    }
    const limit = document.documentElement.clientWidth;
    for (const element of record.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sl-ro-scroll')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > limit + 1) found.push(`overflow: <${element.tagName.toLowerCase()} class="${element.className}"> to ${Math.round(box.right)} of ${limit}`);
    }
    // A word breaks only when it cannot fit a line of the record on its own (long unbroken tokens).
    const wide = record.getBoundingClientRect().width;
    for (const text of record.querySelectorAll<HTMLElement>('dt, dd, th, td, .sl-ro-group__name')) {
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1 && range.getBoundingClientRect().width < wide / 2) found.push(`word broken: ${match[0]}`);
        }
      }
    }
    if (wide < Math.min(300, document.documentElement.clientWidth * 0.6)) found.push(`record only ${Math.round(wide)} px wide`);
    for (const eye of record.querySelectorAll<HTMLElement>('.sl-ro-table__eye, .sf-ro-col__name')) {
      const lineHeight = parseFloat(getComputedStyle(eye).lineHeight) || 24;
      if (eye.getBoundingClientRect().height > lineHeight * 1.5) found.push(`wrapped: ${eye.textContent}`);
    }
    return found;
  });
}

/** axe-core over the record only (the review page around it is a development tool). */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [['.sf-form--readonly']] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'], resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.map(String).join(' > ')}`));
  });
}

describe('read-only records in the browser', () => {
  it('every section is a summary that fits 1366, 768 and 390 px with no blocking axe violation', async () => {
    const page = await env.newPage(SIZES[0], { bypassCSP: true });
    await loginThroughForm(page, env.app.baseUrl, 'student');
    const found: string[] = [];
    for (const [form, fixture] of SECTIONS) {
      await page.goto(`${env.app.baseUrl}/dev/forms?form=${form}&fixture=${fixture}&mode=readonly`);
      await page
        .locator('.sf-form--readonly dd')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch((error: unknown) => {
          throw new Error(`${form}/${fixture}: the read-only record did not show`, { cause: error });
        });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const state = `${form} at ${size.width}`;
        found.push(...(await problems(page)).map((line) => `${state}: ${line}`));
        found.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
      }
    }
    expect(found).toEqual([]);
  }, 90_000);
});
