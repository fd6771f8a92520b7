// Consultation tabs: the time from clicking a tab of /consultation/{id} to its form painted, in Chromium, as `student`
// on an appointment booked by `hadmin`; and the JavaScript (gzip) that /login and /consultation/{id} load.
//
// Method (tab paint). The page gets a probe (`window.__tabPaint`, added by page.evaluate, not by the app): armed
// with the tab to click and the CSS selector of an element that only that tab's finished form has, it listens for
// `click` on the document in the capture phase and takes performance.now() when the click is dispatched (before
// React's own listener runs). A MutationObserver on the panel then checks, on every change, that the panel belongs
// to that tab, shows no "Loading..." status and holds the form's known element; once true, it waits for the next
// frame (requestAnimationFrame) and, inside it, posts a MessageChannel message: that message runs right after the
// frame's style, layout and paint, so its performance.now() is the end of the first paint that shows the form.
// The figure is that end minus the click. Playwright's click (real mouse events) starts each measurement.
// Rounds: one warm-up round over every tab (reference data, form definitions and records come into the caches as
// they would for a student moving through the tabs), then BENCH_ROUNDS rounds (default 20) each clicking every tab
// once in the spec's order, starting from the previous round's last tab. Baseline, in the same run: a click on the
// tab already selected (no state change: event dispatch plus one frame), and the case management guide tab (a
// trivial panel), so that figures can be read as ratios on a noisy machine. Two consultations are measured: a new
// one (no records) and a resumed one (every schema section saved first from its largest valid fixture, through the
// client adapters, as bench/section-saves.ts does), whose forms load the records.
// Externals: the full catalogue must show (every external main group of the reference data, collapsed until opened);
// each round also opens every group in turn (timed the same way, to its table painted) and counts all its rows.
//
// Method (route JavaScript). Chromium loads each route from a cold context (empty cache) and the .js responses
// are recorded (signed out for /login; signed in, with the storage of a first sign-in, for / and /consultation/{id});
// each file is gzipped at level 9 (node:zlib). Entry: files /login and the consultation both load; /login's own:
// the rest of its files; signed-in shell: the consultation's other files that the dashboard loads too;
// /consultation's own: what neither /login nor / loads. The form chunks of the other tabs, fetched as each tab is
// first opened, are listed apart.
//
// The app is the production build served by server/server.ts (SQLite, demo users) from a copy of dist/ (STATIC_DIR),
// so that a rebuild during the run does not change the files served.
// Run: npm run build && npm run bench:tab-paint   (writes the "tab-paint" section of bench/RESULTS.md;
// BENCH_ROUNDS, CHROMIUM_PATH)
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { accessTokenOf, appointmentTodayFor } from '../tests/e2e/support/api-seed';
import { loginThroughForm } from '../tests/e2e/support/session';
import { startAppProcess } from '../tests/support/app-process';
import { launchChromium } from '../tests/support/browser';
import { writeSection } from './lib/results';
import { savedSections } from './lib/manifest-sections';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const GOAL_MEDIAN_MS = 100;

interface TabSpec {
  id: string;
  label: string;
  /** An element that only this tab's finished form has. */
  marker: string;
}

const TABS: TabSpec[] = [
  { id: 'case-history', label: 'Case History', marker: '.sf-form form [id^="root_chief_complaint"]' },
  { id: 'oculo-medical-history', label: 'Oculo-Medical History', marker: '.sf-form form [id^="root_last_eye_examination"]' },
  { id: 'visual-acuity', label: 'Visual Acuity', marker: '.sf-form form [id^="root_va_chart_used"]' },
  { id: 'externals', label: 'Externals', marker: '.sf-form form .sl-obs .sl-obs__toggle' },
  { id: 'internals', label: 'Internals', marker: '.sf-form form .sl-obs .sl-obs__toggle' },
  { id: 'refraction', label: 'Refraction', marker: '.sf-form form [id^="root_objective_method"]' },
  { id: 'extra-tests', label: 'Extra Tests', marker: '.extra-tests .sf-form form [id^="root_name"]' },
  { id: 'case-management-guide', label: 'Case Management Guide', marker: 'p.muted' },
];

declare global {
  interface Window {
    __tabPaint?: (tabId: string, marker: string) => Promise<number>;
    __tabPaintDom?: number;
  }
}

/**
 * The probe (see the method above), as page source: a function passed to page.evaluate would be rewritten by the
 * TypeScript loader with helpers that do not exist in the page.
 */
const PROBE = `
window.__tabPaint = (tabId, marker) => new Promise((resolve, reject) => {
  const panel = document.getElementById('consultation-panel');
  if (!panel) return reject(new Error('no consultation panel'));
  let start = -1;
  let done = false;
  const ready = () =>
    panel.getAttribute('aria-labelledby') === 'consultation-tab-' + tabId &&
    !panel.querySelector('[role="status"] .pi-spinner') &&
    panel.querySelector(marker) !== null;
  const check = () => {
    if (done || start < 0 || !ready()) return;
    done = true;
    observer.disconnect();
    // Click → the form in the DOM (script and React's commit), kept for the group openings' split.
    window.__tabPaintDom = performance.now() - start;
    // The next frame; the message posted inside it runs once that frame is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(panel, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('click', () => {
    start = performance.now();
    // A click on the tab already shown changes nothing: the checks after the click's own handlers see it ready.
    queueMicrotask(check);
    setTimeout(check, 0);
  }, { capture: true, once: true });
  setTimeout(() => {
    if (!done) {
      observer.disconnect();
      reject(new Error(tabId + ': form not shown within 15 s'));
    }
  }, 15000);
});
`;

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

/** Clicks `target` (by default the tab's button) and answers the time to `marker` (by default the tab's form) painted. */
async function clickAndMeasure(page: Page, tab: TabSpec, target?: Locator, marker = tab.marker): Promise<number> {
  const measured = page.evaluate(({ id, selector }) => window.__tabPaint!(id, selector), { id: tab.id, selector: marker });
  // Let the probe arm before the click.
  await page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
  await (target ?? page.getByRole('tab', { name: new RegExp(`^${tab.label}`) })).click();
  return measured;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const median = (values: number[]) => percentile(values, 50);

/** The .js files a route loads from a cold context, gzipped: url path → gzip bytes. */
async function scriptsOf(page: Page, url: string, staticDir: string): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    const file = join(staticDir, path);
    if (existsSync(file)) scripts.set(path, gzipSync(readFileSync(file), { level: 9 }).length);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return scripts;
}

/** The examination catalogue as the API answers it. */
interface CatalogueGroup {
  name: string;
  type: string;
  subgroups: { conditions: unknown[] }[];
}

const conditionCount = (groups: readonly CatalogueGroup[]) =>
  groups.reduce((n, group) => n + group.subgroups.reduce((m, subgroup) => m + subgroup.conditions.length, 0), 0);

/** The schema sections saved for a resumed consultation (the consultation step's, from the manifest): form id, save path, context keys. */
const SAVED_SECTIONS = savedSections(['consultation']);

/** The form's largest valid fixture (the Oculo-Medical History: a first history). */
function fixtureOf(formId: string): unknown {
  const folder = `schemas/${formId}/fixtures`;
  const names = readdirSync(folder).filter((name) => name.startsWith('valid-') && (formId !== 'oculo-medical-history' || name.includes('first')));
  const texts = names.map((name) => readFileSync(`${folder}/${name}`, 'utf8')).sort((a, b) => b.length - a.length);
  if (!texts[0]) throw new Error(`no valid fixture for ${formId}`);
  return JSON.parse(texts[0]) as unknown;
}

/** Saves every schema section of an appointment through the API, as the client's adapters shape them. */
async function saveSections(baseUrl: string, token: string, appointmentId: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const appointment = (await (await fetch(`${baseUrl}/api/clients/api/appointments/${appointmentId}/`, { headers })).json()) as { patient: number };
  for (const section of SAVED_SECTIONS) {
    const body = section.payload(fixtureOf(section.formId), { appointmentId, patientId: appointment.patient });
    const response = await fetch(`${baseUrl}${section.path(appointmentId)}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`saving ${section.formId}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
}

interface Run {
  times: Map<string, number[]>;
  firstOpen: Map<string, number>;
  same: number[];
  groupOpen: number[];
  /** Of each group opening: click → its table in the DOM (the rest is style, layout and paint). */
  groupDom: number[];
  byGroup: Map<string, number[]>;
}

/** One warm-up round and ROUNDS measured rounds over every tab of the consultation open in `page`. */
async function measureTabs(page: Page, catalogue: CatalogueGroup[], withRecords: boolean): Promise<Run> {
  const externalGroups = catalogue.filter((group) => group.type === 'external');
  const externalConditions = conditionCount(externalGroups);
  const times = new Map<string, number[]>(TABS.map((tab) => [tab.id, []]));
  const firstOpen = new Map<string, number>();
  const same: number[] = [];
  const groupOpen: number[] = [];
  const groupDom: number[] = [];
  const byGroup = new Map<string, number[]>();
  // Case History is the tab shown on load: the guide first, so that the first round opens every tab.
  await page.getByRole('tab', { name: /^Case Management Guide/ }).click();
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const tab of TABS) {
      const ms = await clickAndMeasure(page, tab);
      if (round > 0) times.get(tab.id)!.push(ms);
      else firstOpen.set(tab.id, ms);
      if (round === 0 && withRecords && SAVED_SECTIONS.some((section) => section.formId === tab.id)) {
        // The saved record is loaded into the form: its "Saved by" line shows.
        const saved = await page.locator('#consultation-panel').getByText(/^Saved (by )?/).count();
        if (saved === 0) throw new Error(`${tab.id}: the saved record is not shown`);
      }
      if (tab.id === 'externals') {
        const toggles = page.locator('#consultation-panel .sl-obs__toggle');
        const shown = await toggles.count();
        if (shown !== externalGroups.length) throw new Error(`externals shows ${shown} groups of ${externalGroups.length}`);
        // Every group opened in turn (click → its table painted), then the rows of the whole catalogue counted.
        for (let g = 0; g < shown; g += 1) {
          const opened = await clickAndMeasure(page, tab, toggles.nth(g), `.sl-obs__group:nth-of-type(${g + 1}) table`);
          if (round > 0) {
            groupOpen.push(opened);
            groupDom.push(await page.evaluate(() => window.__tabPaintDom ?? Number.NaN));
            const name = (await toggles.nth(g).textContent()) ?? `group ${g + 1}`;
            byGroup.set(name, [...(byGroup.get(name) ?? []), opened]);
          }
        }
        const rows = await page.locator('#consultation-panel .sl-obs__table tbody th[scope="row"]').count();
        if (rows !== externalConditions) throw new Error(`externals shows ${rows} conditions of ${externalConditions}`);
      }
    }
    // Baseline: the tab already shown, clicked again.
    const last = TABS[TABS.length - 1]!;
    const ms = await clickAndMeasure(page, last);
    if (round > 0) same.push(ms);
  }
  return { times, firstOpen, same, groupOpen, groupDom, byGroup };
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run npm run build first');
  const staticDir = mkdtempSync(join(tmpdir(), 'sightline-bench-dist-'));
  cpSync('dist', staticDir, { recursive: true });
  const app = await startAppProcess({ ensureBuild: false, env: { STATIC_DIR: staticDir, LOG_LEVEL: 'silent', LOGIN_MAX_FAILURES: '1000' } });
  const browser = await launchChromium();
  try {
    const appointment = await appointmentTodayFor(app.baseUrl, { first: 'Bench', last: 'Tabpaint', phone: '0241234567' });
    // The catalogue the externals tab must show in full: every external main group of the reference data.
    const token = await accessTokenOf(app.baseUrl, 'student');
    const catalogue = (await (
      await fetch(`${app.baseUrl}/api/tests/api/examination-conditions/`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as CatalogueGroup[];
    const groupsOf = (type: string) => catalogue.filter((group) => group.type === type);

    // Route JavaScript: /login signed out, then /consultation/{id} signed in, each from a cold context.
    const loginContext = await browser.newContext();
    const loginScripts = await scriptsOf(await loginContext.newPage(), `${app.baseUrl}/login`, staticDir);
    await loginContext.close();
    // The storage of a first sign-in, one per context: a refresh cookie is spent when a page restores its session.
    const firstSignIn = async () => {
      const signedIn = await browser.newContext();
      await loginThroughForm(await signedIn.newPage(), app.baseUrl, 'student');
      const state = await signedIn.storageState();
      await signedIn.close();
      return state;
    };
    const dashboardContext = await browser.newContext({ storageState: await firstSignIn() });
    const dashboardScripts = await scriptsOf(await dashboardContext.newPage(), `${app.baseUrl}/`, staticDir);
    await dashboardContext.close();
    const coldContext = await browser.newContext({ storageState: await firstSignIn() });
    const coldPage = await coldContext.newPage();
    const consultationScripts = await scriptsOf(coldPage, `${app.baseUrl}/consultation/${appointment}`, staticDir);
    if (new URL(coldPage.url()).pathname !== `/consultation/${appointment}`) throw new Error(`the cold load ended on ${coldPage.url()}`);
    await coldContext.close();

    // Tab paint.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: await firstSignIn() });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/consultation/${appointment}`, { waitUntil: 'networkidle' });
    await page.getByRole('tablist', { name: 'Consultation sections' }).waitFor();
    await installProbe(page);
    // The scripts fetched as tabs are first opened (each form's own chunk), beyond the route's cold load.
    const tabScripts = new Map<string, number>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const file = join(staticDir, path);
      if (path.endsWith('.js') && !consultationScripts.has(path) && existsSync(file)) tabScripts.set(path, gzipSync(readFileSync(file), { level: 9 }).length);
    });
    const fresh = await measureTabs(page, catalogue, false);
    // A resumed consultation: a second appointment with every schema section saved (largest valid fixtures).
    const resumedId = await appointmentTodayFor(app.baseUrl, { first: 'Bench', last: 'Resumed', phone: '0241234568' });
    await saveSections(app.baseUrl, token, resumedId);
    await page.goto(`${app.baseUrl}/consultation/${resumedId}`, { waitUntil: 'networkidle' });
    await page.getByRole('tablist', { name: 'Consultation sections' }).waitFor();
    await installProbe(page);
    const resumed = await measureTabs(page, catalogue, true);
    report({ fresh, resumed, groups: new Map(groupsOf('external').map((g) => [g.name, conditionCount([g])])), loginScripts, dashboardScripts, consultationScripts, tabScripts, external: [groupsOf('external').length, conditionCount(groupsOf('external'))], internal: [groupsOf('internal').length, conditionCount(groupsOf('internal'))] });
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}

interface Figures {
  /** A new consultation (no records), and a resumed one (every schema section saved). */
  fresh: Run;
  resumed: Run;
  /** External main group → its number of conditions. */
  groups: Map<string, number>;
  loginScripts: Map<string, number>;
  dashboardScripts: Map<string, number>;
  consultationScripts: Map<string, number>;
  tabScripts: Map<string, number>;
  external: [number, number];
  internal: [number, number];
}

function report(figures: Figures) {
  const { fresh, resumed, groups, loginScripts, dashboardScripts, consultationScripts, tabScripts, external, internal } = figures;
  const fmt = (ms: number) => ms.toFixed(1);
  const cells = (run: Run, values: number[], first?: number) => {
    const m = median(values);
    return `${fmt(m)} | ${fmt(percentile(values, 95))} | ${fmt(Math.max(...values))} | ${(m / median(run.same)).toFixed(1)} | ${first === undefined ? '' : fmt(first)}`;
  };
  const met = (tab: TabSpec) =>
    [fresh, resumed].every((run) => median(run.times.get(tab.id)!) <= GOAL_MEDIAN_MS) ? 'met' : 'NOT met';
  const rows = TABS.map(
    (tab) =>
      `| ${tab.label} | ${cells(fresh, fresh.times.get(tab.id)!, fresh.firstOpen.get(tab.id))} | ${cells(resumed, resumed.times.get(tab.id)!, resumed.firstOpen.get(tab.id))} | ${met(tab)} |`,
  );
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const sum = (paths: readonly string[], sizes: Map<string, number>) => paths.reduce((n, p) => n + sizes.get(p)!, 0);
  const login = [...loginScripts.keys()];
  const dashboard = [...dashboardScripts.keys()];
  const consultation = [...consultationScripts.keys()];
  const entry = login.filter((p) => consultationScripts.has(p));
  const loginOwn = login.filter((p) => !consultationScripts.has(p));
  // Signed-in shell: loaded by the dashboard and the consultation alike (app layout, PrimeReact, the form engine).
  const shell = consultation.filter((p) => !loginScripts.has(p) && dashboardScripts.has(p));
  const consultationOwn = consultation.filter((p) => !loginScripts.has(p) && !dashboardScripts.has(p));
  const dashboardOwn = dashboard.filter((p) => !loginScripts.has(p) && !consultationScripts.has(p));
  const tabs = [...tabScripts.keys()];
  const list = (paths: string[]) => paths.map((p) => `\`${p.replace(/^\/assets\//, '')}\``).join(', ') || '—';
  const markdown = [
    '## tab-paint',
    '',
    '`npm run build && npm run bench:tab-paint`: Chromium (`/usr/bin/chromium` headless, flags of ' +
      '`tests/support/browser.ts`, 1366×900) against `server/server.ts` on 127.0.0.1 serving a copy of the production ' +
      'build, SQLite, as `student` on appointments booked by `hadmin` for today. One warm-up round ' +
      `over every tab, then ${ROUNDS} rounds each clicking every tab in the spec's order.`,
    '',
    '**Method.** A probe put into the page takes `performance.now()` in a capture-phase `click` listener on the ' +
      'document (before React handles the click; Playwright clicks with real mouse events); a MutationObserver on the ' +
      "tab panel waits until the panel is the clicked tab's, shows no loading spinner and holds an element only that " +
      "tab's finished form has (the chief complaint field, the last eye examination field, the VA chart, the externals/" +
      'internals group buttons, the objective method, the extra test name, the guide text); then, in the next ' +
      '`requestAnimationFrame`, a MessageChannel message is posted, which runs right after that frame is painted: its ' +
      '`performance.now()` minus the click is the figure. Baseline in the same run: clicking the tab already shown ' +
      '(event dispatch and the wait for one frame, no render). "First open" is the warm-up round: it includes fetching ' +
      "the form's chunk, the section's record and (first tab with a form) the reference data.",
    '',
    `Externals shows its full catalogue: all ${external[0]} external main groups of the reference data (checked every ` +
      `round), collapsed until opened; every round also opens each group in turn and then counts all ${external[1]} ` +
      `condition rows of the catalogue in the DOM. Internals: ${internal[0]} groups, ${internal[1]} conditions.`,
    '',
    'Two consultations, each measured the same way: **new** (no records) and **resumed** (a second appointment with ' +
      "case history, Oculo-Medical History, visual acuity, externals, internals and refraction saved from each schema's " +
      'largest valid fixture through the client adapters, so the forms load records; the "Saved by" line of each ' +
      'checked). ÷ b: median ÷ the baseline median of the same consultation.',
    '',
    `| tab | new: median ms | p95 | max | ÷ b | first open | resumed: median ms | p95 | max | ÷ b | first open | median ≤ ${GOAL_MEDIAN_MS} ms |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| _externals: a group opened (click → its table painted; every group in turn)_ | ${cells(fresh, fresh.groupOpen)} | ${cells(resumed, resumed.groupOpen)} | |`,
    `| _baseline: the shown tab clicked again_ | ${cells(fresh, fresh.same)} | ${cells(resumed, resumed.same)} | |`,
    '',
    `Externals, median ms to open each group, new / resumed (conditions in the group): ${[...fresh.byGroup]
      .map(([name, values]) => `${name} (${groups.get(name) ?? '?'}) ${fmt(median(values))} / ${fmt(median(resumed.byGroup.get(name) ?? [Number.NaN]))}`)
      .join('; ')}. Of a group opening, click → its table in the DOM (script and React's commit; the rest is style, ` +
      `layout and paint): median ${fmt(median(fresh.groupDom))} / ${fmt(median(resumed.groupDom))} ms. p95 is the nearest rank (of ${ROUNDS} values per tab and consultation).`,
    '',
    '**Route JavaScript** (the `.js` files Chromium fetched loading each route from an empty cache, each gzipped ' +
      'at level 9 with node:zlib; /login signed out, / and /consultation/{id} signed in as `student`). ' +
      '`patient-registration-*.js` is the form engine (@rjsf/core with the theme), a chunk ' +
      'named after its first importer; `case-history-*.js` is the first tab\'s form.',
    '',
    '| part | gzip KiB | files |',
    '|---|---|---|',
    `| entry, shared by every route | ${kib(sum(entry, loginScripts))} | ${list(entry)} |`,
    `| /login's own | ${kib(sum(loginOwn, loginScripts))} | ${list(loginOwn)} |`,
    `| signed-in shell (also loaded by the dashboard) | ${kib(sum(shell, consultationScripts))} | ${list(shell)} |`,
    `| /consultation/{id}'s own (neither /login nor / loads it) | ${kib(sum(consultationOwn, consultationScripts))} | ${list(consultationOwn)} |`,
    `| later, as the other tabs are first opened | ${kib(sum(tabs, tabScripts))} | ${list(tabs)} |`,
    `| total /login | ${kib(sum(login, loginScripts))} | |`,
    `| total / (dashboard; its own: ${kib(sum(dashboardOwn, dashboardScripts))}) | ${kib(sum(dashboard, dashboardScripts))} | |`,
    `| total /consultation/{id} at load | ${kib(sum(consultation, consultationScripts))} | |`,
  ].join('\n');
  console.log(markdown);
  writeSection('tab-paint', markdown);
}

await main();
