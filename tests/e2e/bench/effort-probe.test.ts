// The reference-case benchmark's effort probe (bench/consultation-effort/effort-probe.ts) counts what the browser
// saw: one mouse click and one typed character in a real Chromium page are one click and one keystroke, and a
// script's own (untrusted) pointerdown and keydown are not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../support/browser';
import { effortSoFar, installEffortProbe, Person } from '../../../bench/consultation-effort/effort-probe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('effort probe', () => {
  it('counts a click and a typed character, and not events a script dispatches', async () => {
    const page = await browser.newPage();
    await page.addInitScript(installEffortProbe);
    await page.goto('data:text/html,<label>Name <input id="name"></label><button>Go</button>');
    expect(await effortSoFar(page)).toEqual({ clicks: 0, keys: 0 });
    const person = new Person(page);
    await person.type(page.getByRole('textbox', { name: 'Name' }), 'a');
    expect(await effortSoFar(page)).toEqual({ clicks: 1, keys: 1 });
    await page.getByRole('button', { name: 'Go' }).dispatchEvent('pointerdown');
    await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' })));
    expect(await effortSoFar(page)).toEqual({ clicks: 1, keys: 1 });
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('a');
  });
});
