import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/build/precompress-plugin';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><html><head><title>Sightline</title></head><body><div id="root"></div></body></html>';
// The page's policy: no eval, no inline script, nothing framed or framing it.
const CONTENT_SECURITY_POLICY = [
  "base-uri 'self'",
  "connect-src 'self'",
  "default-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
];
/** A policy header's directives, in name order (their order and separator spacing mean nothing). */
const directives = (header: string | string[] | number | undefined) =>
  String(header).split(';').map((directive) => directive.trim()).filter(Boolean).sort();
// Large and repetitive enough to be precompressed, as a real chunk is.
const CHUNK = `${'export const screen = () => "patients list";\n'.repeat(200)}console.log("chunk");`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'patients-def456.js'), CHUNK);
  precompressFolder(dist);
  t = await createTestApp({ config: { staticDir: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static client', () => {
  it('serves index.html at / with the CSP and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(directives(response.headers['content-security-policy'])).toEqual(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    // Only the headers the app has always sent: none of helmet's other defaults (docs/decisions.md).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/login', '/patients-details', '/consultation/12?tab=externals']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(directives(response.headers['content-security-policy'])).toEqual(CONTENT_SECURITY_POLICY);
    }
  });

  it('caches hashed assets for a year, without a CSP on non-HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves the icon the page declares, and redirects /favicon.ico to it', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('sets the token cookie on the page and the API, never on a file (the icon is asked for even after a logout)', async () => {
    const setsCookie = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      return response.cookies.some((cookie) => cookie.name === 'csrftoken');
    };
    expect(await setsCookie('/login')).toBe(true);
    expect(await setsCookie('/api/health/')).toBe(true);
    for (const url of ['/favicon.svg', '/favicon.ico', '/assets/index-abc123.js', '/assets/index-abc123.js?v=1']) {
      expect(await setsCookie(url), url).toBe(false);
    }
  });

  it('answers a built asset from its Brotli copy for Accept-Encoding: br, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/patients-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBeLessThan(CHUNK.length / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK);
  });

  it('answers gzip for Accept-Encoding: gzip and the plain file without it', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/patients-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/patients-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(CHUNK);
    // A file too small to be worth a compressed copy is sent as it is.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("app");');
  });

  it('answers JSON 404 for missing assets and for unknown /api paths, even when HTML is accepted', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toEqual({ detail: 'Not found.' });
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing/here/', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
  });

  it('does not serve files outside the folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    expect(response.statusCode).toBeLessThan(500);
  });

  it('still serves the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/', headers: html });
    expect(response.json()).toEqual({ status: 'ok', disk: 'ok' });
  });
});
