import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Neither the page nor its body scrolls sideways, nor does any list inside its own frame. */
export async function expectNoSideScroll(page: Page, step: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    screen: window.innerWidth,
    lists: [...document.querySelectorAll('.table-scroll')].map((list) => list.scrollWidth - list.clientWidth),
  }));
  expect(widths.page, `${step}: page scrollWidth`).toBeLessThanOrEqual(widths.screen);
  expect(widths.body, `${step}: body scrollWidth`).toBeLessThanOrEqual(widths.screen);
  for (const overflow of widths.lists) expect(overflow, `${step}: a list scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The control is shown and lies within the screen's width. */
export async function expectOnScreen(page: Page, control: Locator, what: string) {
  await control.waitFor({ state: 'visible' });
  const box = await control.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
}

/**
 * Whether a click at the centre of the element would reach it: the element the browser finds at that point (after
 * scrolling the element into view) is the element or lies inside it, not something painted over it.
 */
export async function reachableAtCentre(element: Locator): Promise<boolean> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });
}
