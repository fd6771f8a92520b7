import type { Locator, Page } from 'playwright-core';

/** A person's effort: clicks and keystrokes. */
export interface Effort {
  clicks: number;
  keys: number;
}

declare global {
  interface Window {
    __effort?: Effort;
  }
}

/**
 * Runs in the page before its own scripts (page.addInitScript): counts what the browser saw, in capture phase on the
 * window, so no handler of the app can hide it. A click is a trusted `pointerdown` (one per mouse press, whatever the
 * element does with it afterwards); a keystroke is a trusted `keydown` (typed characters, Tab, Enter, arrows). The
 * counts live in sessionStorage, so a reload or an in-app navigation keeps them.
 */
export function installEffortProbe(): void {
  // No inner named functions: the bench runs through tsx, whose helper for function names does not exist in the page.
  let stored: Partial<Effort> = {};
  try {
    stored = JSON.parse(sessionStorage.getItem('__effort') ?? '{}') as Partial<Effort>;
  } catch {
    stored = {};
  }
  const effort: Effort = { clicks: stored.clicks ?? 0, keys: stored.keys ?? 0 };
  window.__effort = effort;
  window.addEventListener('pointerdown', (event) => {
    if (!event.isTrusted) return;
    effort.clicks += 1;
    sessionStorage.setItem('__effort', JSON.stringify(effort));
  }, true);
  window.addEventListener('keydown', (event) => {
    if (!event.isTrusted) return;
    effort.keys += 1;
    sessionStorage.setItem('__effort', JSON.stringify(effort));
  }, true);
}

/** The page's counts so far. */
export const effortSoFar = (page: Page): Promise<Effort> =>
  page.evaluate(() => ({ clicks: window.__effort?.clicks ?? 0, keys: window.__effort?.keys ?? 0 }));

/**
 * A person's acts through the page's real mouse and keyboard. What Playwright cannot do with the mouse (a native
 * select's list, the operating system's file dialog) is counted by the rule written at each act, in `ruled`.
 */
export class Person {
  readonly ruled: Effort = { clicks: 0, keys: 0 };

  constructor(readonly page: Page) {}

  /** One mouse click on `target`. */
  click(target: Locator): Promise<void> {
    return target.click();
  }

  /**
   * Clicks into `field` unless the flow already put the focus there (the page moved it, or `focused` says so), as a
   * person would, and types `text` key by key.
   */
  async type(field: Locator, text: string, focused = false): Promise<void> {
    if (!focused && !(await field.evaluate((element) => element === document.activeElement))) await field.click();
    await this.page.keyboard.type(text);
  }

  /**
   * Makes `field` hold `text`: nothing when it already does; otherwise, when it holds another value, clicks into it
   * (unless focused), selects it all (Control+A: 2 keys) and types over it; an empty field is typed into.
   */
  async replace(field: Locator, text: string): Promise<void> {
    const current = await field.inputValue();
    if (current === text) return;
    if (current === '') return this.type(field, text);
    if (!(await field.evaluate((element) => element === document.activeElement))) await field.click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.type(text);
  }

  /** Presses `key` (Tab, Enter, ArrowDown…) in the focused element. */
  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }

  /**
   * Chooses `label` in a native select. Rule: 2 clicks (open the list, click the option), as in a real browser;
   * Playwright sets the option without the mouse, so both are counted here.
   */
  async select(field: Locator, label: string): Promise<void> {
    await field.selectOption({ label });
    this.ruled.clicks += 2;
  }

  /**
   * Attaches a file through a file input. Rule: 3 clicks (the file button, the file in the system dialog, 'Open');
   * the system dialog is outside the page, so all three are counted here.
   */
  async upload(field: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await field.setInputFiles(file);
    this.ruled.clicks += 3;
  }

  /** The effort so far: what the page saw plus the ruled acts. */
  async total(): Promise<Effort> {
    const seen = await effortSoFar(this.page);
    return { clicks: seen.clicks + this.ruled.clicks, keys: seen.keys + this.ruled.keys };
  }
}
