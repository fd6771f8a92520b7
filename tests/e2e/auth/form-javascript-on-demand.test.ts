/** The forms' widget registry is a chunk of its own: /login never fetches it; a signed-in page fetches it at once. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startAppAndBrowser } from '../support/e2e-env';
import { DEMO_PASSWORD } from '../support/session';

const env = startAppAndBrowser();

/** The built file of the eye-care widget registry (src/widgets/registry.ts), from Vite's manifest of dist/. */
function registryChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/widgets/registry.ts'];
  if (!chunk) throw new Error('dist/ has no chunk of src/widgets/registry.ts: is the registry still loaded apart?');
  return `/${chunk.file}`;
}

/** The paths of the JavaScript files the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

describe('the JavaScript of the forms', () => {
  it('is not fetched by /login, even after it has painted and settled; signing in fetches it with the dashboard', async () => {
    const registry = registryChunk();
    const page = await env.newPage();
    const scripts = scriptsRequested(page);

    // Until the network is quiet: the registry used to be fetched right after the first paint.
    await page.goto(`${env.app.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(registry);

    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === registry);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await fetched;
    expect(scripts.filter((path) => path === registry)).toHaveLength(1);
  }, 60_000);
});
