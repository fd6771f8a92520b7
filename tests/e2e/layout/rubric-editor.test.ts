// Issue "Main-path defects", point 6: the Rubric editor's preview covered the items' Remove buttons (the items table ran
// under the sticky preview beside it). At a 1366 px desktop and a 390 px phone every Remove button is where a click
// lands (nothing painted over it), and removing an item works by clicking it.
import { describe, expect, it } from 'vitest';
import { startAppAndBrowser } from '../support/e2e-env';
import { expectNoSideScroll, reachableAtCentre } from '../support/layout';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

describe.each([
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])('the Rubric editor at $width×$height ($name)', (size) => {
  it('every Remove button is reachable by a click at its centre, and a click removes the item', async () => {
    const page = await env.newPage({ width: size.width, height: size.height });
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.goto(`${env.app.baseUrl}/rubrics`);
    await page.getByRole('heading', { level: 1, name: 'Rubrics' }).waitFor();
    const editor = page.getByRole('region', { name: 'Editor' });
    const removes = editor.getByRole('button', { name: /^Remove / });
    await removes.first().waitFor();
    await page.getByRole('region', { name: 'Preview' }).getByRole('button', { name: 'Try Submit' }).waitFor();

    const names = await removes.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')!));
    expect(names.length).toBeGreaterThan(3);
    for (const [index, name] of names.entries()) {
      expect(await reachableAtCentre(removes.nth(index)), `${name} is covered`).toBe(true);
    }
    await expectNoSideScroll(page, 'rubric editor');

    const firstItem = editor.getByRole('button', { name: /^Remove (?!section )/ }).first();
    const removed = (await firstItem.getAttribute('aria-label'))!;
    await firstItem.click();
    await expect.poll(() => editor.getByRole('button', { name: removed, exact: true }).count()).toBe(0);
  });
});
