// Issue "Main-path defects", point 6: stacked toasts (they sit in the flow of the sticky header, under the top bar) hid
// about 215 px of the page. Four toasts raised now show at most two, the newest on top; the older wait collapsed
// (still living their 10 s) and show again when a newer one goes, so the toast area stays about two toasts tall and
// the page heading stays in view, uncovered.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { reachableAtCentre } from '../support/layout';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();
const SHOWN_AT_MOST = 2;
const DONE = 'Search completed successfully!';

/** Every toast on the page, shown or collapsed (each toast is an alert). */
const allToasts = (page: Page) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: /Search/ });
/** The toasts a person sees. */
const shownToasts = (page: Page) => page.getByRole('alert').filter({ hasText: /Search/ });

/** Searches from the top bar with the mouse (a key press would clear the toasts, by design). */
async function searchByClick(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Patients' }).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
}

describe.each([
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
])('four toasts at $width×$height ($name)', (size) => {
  it('show at most two, newest on top, and leave the page heading in view and uncovered', async () => {
    const page = await env.newPage({ width: size.width, height: size.height });
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Login successful!' }).click();

    for (const round of [1, 2, 3]) {
      await searchByClick(page, `Toaststack${round}`);
      await expect.poll(() => allToasts(page).filter({ hasText: DONE }).count(), { timeout: 15_000 }).toBe(round);
    }
    // The fourth search is held, so its 'Searching for patient...' stays the newest toast.
    let release: (() => void) | undefined;
    await page.route(/\/api\/clients\/api\/search\//, (route: Route) => {
      release = () => void route.continue();
    });
    await searchByClick(page, 'Toaststack4');
    // (The third search's own 'Searching…' toast may still be fading out.)
    await expect.poll(() => allToasts(page).count()).toBe(4);
    const searching = page.getByRole('alert').filter({ hasText: 'Searching for patient...' });
    await expect.poll(() => shownToasts(page).count()).toBe(SHOWN_AT_MOST);
    const newest = (await searching.boundingBox())!;
    const older = (await shownToasts(page).filter({ hasText: DONE }).boundingBox())!;
    expect(older.y, 'the newest toast is on top').toBeGreaterThan(newest.y + newest.height / 2);
    const boxes = [newest, older];

    // The toast area, from the top bar's bottom to the heading's top: at most two toasts, the line saying more wait and
    // the page's top margin (four toasts took four toasts' height).
    const heading = page.getByRole('heading', { level: 1, name: /^Search Results for/ });
    await heading.waitFor();
    const bar = (await page.getByRole('banner').boundingBox())!;
    const title = (await heading.boundingBox())!;
    const tallest = Math.max(...boxes.map((box) => box.height));
    expect(title.y - (bar.y + bar.height), 'toast area height').toBeLessThan((SHOWN_AT_MOST + 1) * (tallest + 16) + 32);
    expect(title.y + title.height).toBeLessThanOrEqual(size.height);
    expect(await reachableAtCentre(heading), 'the heading is covered').toBe(true);

    // Collapsed, not dropped: dismissing the newest shows the next older one.
    release?.();
    await expect.poll(() => allToasts(page).filter({ hasText: DONE }).count(), { timeout: 15_000 }).toBe(4);
    await shownToasts(page).first().click();
    await expect.poll(() => allToasts(page).count()).toBe(3);
    await expect.poll(() => shownToasts(page).count()).toBe(SHOWN_AT_MOST);
  });
});

describe('toasts on a phone (390×844), the page scrolled', () => {
  it('a control scrolled to its top edge (as a link to it does) stops below the top bar and the toasts, not under them', async () => {
    const access = await accessTokenOf(env.app.baseUrl, 'hadmin');
    for (const [index, first] of ['Kofi', 'Kwaku', 'Kwabena', 'Kwadwo', 'Yaw', 'Kwame', 'Kwasi', 'Ama', 'Akua', 'Esi'].entries()) {
      await createPatientByApi(env.app.baseUrl, access, { first, last: 'Scrollpad', phone: `02448090${String(index).padStart(2, '0')}` });
    }
    const page = await env.newPage({ width: 390, height: 844 });
    await loginThroughForm(page, env.app.baseUrl, 'hadmin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await searchByClick(page, 'Scrollpad');
    await searchByClick(page, 'Scrollpad');
    await expect.poll(() => shownToasts(page).filter({ hasText: DONE }).count(), { timeout: 15_000 }).toBe(SHOWN_AT_MOST);
    const results = page.getByRole('table', { name: 'Search results' });
    await expect.poll(() => results.getByRole('row').filter({ hasText: 'Scrollpad' }).count()).toBe(10);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const view = results.getByRole('button', { name: /^View \w+ Scrollpad$/ }).first();
    const reached = await view.evaluate((button) => {
      button.scrollIntoView();
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === button || button.contains(hit));
    });
    expect(reached, 'the button is under the header').toBe(true);
  });
});
