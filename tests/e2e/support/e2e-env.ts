import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { startAppProcess, type AppProcess, type AppProcessOptions } from '../../support/app-process';
import { launchChromium } from '../../support/browser';

/** The viewport Playwright gives a context when none is asked for. */
export const PLAYWRIGHT_DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 720 };

export interface AppAndBrowserOptions {
  /** Options for the app process, or a function answering them when the app starts. */
  app?: AppProcessOptions | (() => AppProcessOptions);
  /** Timeout of the hook that starts the app and the browser (the project's hookTimeout otherwise). */
  startTimeout?: number;
}

export interface AppAndBrowser {
  readonly app: AppProcess;
  readonly browser: Browser;
  /** A page in a new context of the browser, closed after the file's tests. */
  newPage(viewport?: ViewportSize, contextOptions?: BrowserContextOptions): Promise<Page>;
}

/** Starts the built app and Chromium before the file's tests, and closes both (and every context opened) after them. */
export function startAppAndBrowser(options: AppAndBrowserOptions = {}): AppAndBrowser {
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Side by side: the server's start (compiling its schemas) and Chromium's launch do not wait for each other.
    const [started, launched] = await Promise.allSettled([
      startAppProcess(typeof options.app === 'function' ? options.app() : options.app),
      launchChromium(),
    ]);
    if (started.status === 'fulfilled') app = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    // afterAll still closes whichever of the two did start.
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  }, options.startTimeout);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
  });

  return {
    get app() {
      if (!app) throw new Error('the app is not started yet');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet');
      return browser;
    },
    async newPage(viewport = { width: 1366, height: 900 }, contextOptions = {}) {
      if (!browser) throw new Error('the browser is not launched yet');
      const context = await browser.newContext({ ...contextOptions, viewport });
      contexts.push(context);
      return context.newPage();
    },
  };
}
