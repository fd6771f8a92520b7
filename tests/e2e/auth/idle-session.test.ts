// A shared PC: someone signs in, closes the tab without logging out and walks away. Once the session has been idle
// longer than SESSION_IDLE_MINUTES (here 0.1 minutes, 6 seconds), the next person opening the app in that browser
// meets the login page, however long the refresh cookie itself would have lasted.
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm, refreshCookieOf } from '../support/session';

const IDLE_MS = 6000;
const env = startAppAndBrowser({ app: { env: { SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) } } });

describe('a session left idle on a shared PC', () => {
  it('coming back after the idle time shows the login page, not the previous user', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    const context = page.context();
    await loginThroughForm(page, env.app.baseUrl, 'lecturer');
    await page.waitForLoadState('networkidle');
    await page.close();
    // The browser still holds the refresh cookie: only the server's idle limit ends the session.
    expect(await refreshCookieOf(await context.newPage())).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 1000));
    const next = await context.newPage();
    await next.goto(`${env.app.baseUrl}/`);
    await next.waitForURL(`${env.app.baseUrl}/login`);
    await expect.poll(() => next.getByRole('button', { name: 'Login', exact: true }).count()).toBe(1);
    expect(await next.getByText(/^Good (Morning|Afternoon|Evening), /).count()).toBe(0);
  });
});
