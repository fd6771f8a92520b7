// Reference-case effort benchmark (issue 22, item 4): one fixed consultation filled through the screens of the built
// app in headless Chromium, as a student would, with the least effort the UI offers when it runs: the shortcuts
// ('Use subjective refraction', 'All normal (OU)') are found by their accessible names and used when present, the
// long way otherwise, so this same file measures any release. Counts clicks and keystrokes as the browser saw them
// (effort-probe.ts) per section and in total, and the data-entry wall time (median of the runs).
// Run: npm run bench:effort (tsx bench/consultation-effort/consultation-effort.ts); writes the "consultation-effort"
// section of bench/RESULTS.md. Options (environment): BENCH_RUNS (3); BENCH_APP_DIR (another checkout whose server
// and dist/ to run, built beforehand, e.g. the previous release); BENCH_LABEL (the name of that figure); BENCH_WRITE
// (0: print only).
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { startAppProcess } from '../../tests/support/app-process';
import { launchChromium } from '../../tests/support/browser';
import { appointmentTodayFor } from '../../tests/e2e/support/api-seed';
import { loginThroughForm } from '../../tests/e2e/support/session';
import { writeSection } from '../lib/results';
import { median } from '../forms/stats';
import { installEffortProbe, Person, type Effort } from './effort-probe';
import { effortTable, saveFigure, type Figure } from './effort-report';

/** The reference case, the same for every release measured. */
const CASE = {
  patient: { first: 'Abena', last: 'Reference', phone: '02455509' },
  caseHistory: {
    complaint: 'Blurred vision when reading for two months',
    conditions: [
      { name: 'Headache', search: 'Head', detail: 'Frontal, evenings' },
      { name: 'Blurred near vision', search: 'Blurred n', detail: 'Two months' },
    ],
  },
  history: {
    lastEyeExamination: '1 - 3 years',
    entries: [
      { list: 'Drug history', name: 'Metformin', notes: '500 mg twice daily' },
      { list: 'Allergies', name: 'Penicillin', notes: 'Rash' },
      { list: 'Social history', name: 'Smoking', notes: '5 a day' },
    ],
    conditions: [
      { list: 'Medical history', name: 'Diabetes mellitus', search: 'Diab', detail: 'Since 2015' },
      { list: 'Ocular history', name: 'Spectacle wear', search: 'Spec', detail: 'Since childhood' },
      { list: 'Family medical history', name: 'Diabetes', search: 'Diab', detail: 'Mother' },
      { list: 'Family ocular history', name: 'Glaucoma', search: 'Glau', detail: 'Father' },
    ],
  },
  visualAcuity: {
    chart: 'Snellen',
    unaided: { OD: '6/12', OS: '6/9' },
    correction: { type: 'Spectacles', OD: { SPH: '-1.25', CYL: '-0.50', AXIS: '90' }, OS: { SPH: '-1.00', CYL: '-0.25', AXIS: '85' } },
  },
  externals: {
    group: 'Lids',
    findings: [
      { condition: 'Normal position', eye: 'OD', grade: '1', normal: true },
      { condition: 'Normal position', eye: 'OS', grade: '1', normal: true },
      { condition: 'Anterior blepharitis', eye: 'OD', grade: '2', normal: false },
      { condition: 'Anterior blepharitis', eye: 'OS', grade: '1', normal: false },
    ],
  },
  internals: { group: 'Optic disc', condition: 'Vertical C/D ratio', grade: { OD: '2', OS: '2' }, cupToDisc: { OD: '0.4', OS: '0.45' } },
  refraction: {
    method: 'Retinoscopy',
    objective: { OD: { SPH: '-1.50', CYL: '-0.50', AXIS: '90' }, OS: { SPH: '-1.25', CYL: '-0.25', AXIS: '85' } },
    subjective: { OD: { SPH: '-1.50', CYL: '-0.50', AXIS: '90', VA: '6/6', ADD: '+1.00' }, OS: { SPH: '-1.25', CYL: '-0.25', AXIS: '85', VA: '6/6', ADD: '+1.00' } },
    cycloplegic: { OD: { SPH: '-1.25', CYL: '-0.50', AXIS: '90' }, OS: { SPH: '-1.00', CYL: '-0.25', AXIS: '85' } },
  },
  extraTests: { oct: { notes: 'Macula flat', file: 'oct-scan.png' }, tonometry: { method: 'Applanation', OD: '14', OS: '16', time: '10:30' } },
  diagnosis: {
    differential: 'Myopia; rule out glaucoma',
    codes: [
      { query: 'H52.1', code: /^H52\.1/, plan: 'Spectacles for distance', eye: 'OU (both)' },
      { query: 'H40.1', code: /^H40\.1/, plan: 'Review IOP in 3 months', eye: 'OD (right)' },
    ],
  },
  management: { type: 'Spectacles', lens: 'Progressive', pd: '62', medication: { search: 'Tim', dose: '1 drop twice daily', eye: 'OU (both)' } },
} as const;

type Rx = Readonly<Record<string, string>>;
const EYES = ['OD', 'OS'] as const;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const APP_DIR = resolve(process.env.BENCH_APP_DIR ?? '.');
const LABEL = process.env.BENCH_LABEL ?? 'this checkout';
const TARGET: Effort = { clicks: 100, keys: 450 };
const COMMAND = 'npm run bench:effort';

/** Whether the page offers `target` now (a shortcut of a newer release). */
const offered = async (target: Locator) => (await target.count()) > 0;

const saveAndProceed = (person: Person) => person.click(person.page.getByRole('button', { name: 'Save and Proceed' }));

async function tabDone(page: Page, name: string) {
  await page.getByRole('tab', { name: `${name} (completed)` }).waitFor({ timeout: 15_000 });
}

/** Chooses a condition in a picker (click it, type a few letters, click the option) and types its first detail. */
async function condition(person: Person, scope: Locator, item: { name: string; search: string; detail: string }) {
  await person.type(scope.getByRole('combobox', { name: 'Add a condition' }), item.search);
  await person.click(scope.getByRole('option', { name: item.name, exact: true }));
  const detail = scope.getByRole('textbox', { name: new RegExp(`^${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) }).first();
  await person.type(detail, item.detail);
}

/**
 * The 'All normal (OU)' button of examination group `group`, when the release has one: inside the group's own group
 * or region, or a button naming both, or else the only one on the page (only the open group shows its button).
 */
async function allNormalOf(page: Page, group: string): Promise<Locator | undefined> {
  const name = /^All normal \(OU\)/;
  const candidates = [
    page.getByRole('group', { name: group, exact: true }).getByRole('button', { name }),
    page.getByRole('region', { name: group, exact: true }).getByRole('button', { name }),
    page.getByRole('button', { name: new RegExp(`All normal \\(OU\\).*\\b${group}\\b|\\b${group}\\b.*All normal \\(OU\\)`) }),
  ];
  for (const candidate of candidates) if ((await candidate.count()) === 1) return candidate;
  const anywhere = page.getByRole('button', { name });
  return (await anywhere.count()) === 1 ? anywhere : undefined;
}

/**
 * Types an Rx row (`columns` of `values`) into `table`, whose fields are named '<eye> <column>': a field already
 * holding its value (started from another refraction) is left as it is, one holding another value is replaced.
 */
async function rxRow(person: Person, table: Locator, eye: string, values: Rx, columns: readonly string[]) {
  for (const column of columns) await person.replace(table.getByRole('textbox', { name: `${eye} ${column}` }), values[column]!);
}

const SECTIONS: Record<string, (person: Person) => Promise<void>> = {
  async 'Case History'(person) {
    const { page } = person;
    await person.type(page.getByRole('textbox', { name: 'Chief complaint' }), CASE.caseHistory.complaint);
    const group = page.getByRole('group', { name: 'Conditions' });
    for (const item of CASE.caseHistory.conditions) await condition(person, group, item);
    await saveAndProceed(person);
    await tabDone(page, 'Case History');
  },
  async 'Oculo-Medical History'(person) {
    const { page } = person;
    await person.select(page.getByRole('combobox', { name: 'Last eye examination' }), CASE.history.lastEyeExamination);
    for (const entry of CASE.history.entries) {
      const region = page.getByRole('region', { name: entry.list });
      await person.click(region.getByRole('button', { name: `Add ${entry.list}` }));
      await person.type(region.getByRole('textbox', { name: 'Name' }).last(), entry.name);
      await person.type(region.getByRole('textbox', { name: 'Notes' }).last(), entry.notes);
    }
    for (const item of CASE.history.conditions) await condition(person, page.getByRole('group', { name: item.list, exact: true }), item);
    await saveAndProceed(person);
    await tabDone(page, 'Oculo-Medical History');
  },
  async 'Visual Acuity'(person) {
    const { page } = person;
    const va = CASE.visualAcuity;
    await person.click(page.getByRole('radio', { name: va.chart }));
    for (const eye of EYES) await person.type(page.getByLabel(`Unaided distance VA (${eye})`, { exact: true }), va.unaided[eye]);
    await person.click(page.getByRole('radiogroup', { name: 'Came with a prescription?' }).getByRole('radio', { name: 'Yes' }));
    await person.click(page.getByRole('radio', { name: va.correction.type }));
    for (const eye of EYES) {
      for (const column of ['SPH', 'CYL', 'AXIS'] as const) {
        await person.type(page.getByRole('textbox', { name: `${column} (${eye})`, exact: true }), va.correction[eye][column]);
      }
    }
    await saveAndProceed(person);
    await tabDone(page, 'Visual Acuity');
  },
  async Externals(person) {
    const { page } = person;
    const { group, findings } = CASE.externals;
    await person.click(page.getByRole('button', { name: group, exact: true }));
    const allNormal = await allNormalOf(page, group);
    const shortcut = allNormal !== undefined;
    if (allNormal) await person.click(allNormal);
    for (const finding of findings) {
      if (shortcut && finding.normal) continue;
      const grading = page.getByRole('radiogroup', { name: `${finding.condition} ${finding.eye} grading` });
      await person.click(grading.getByRole('radio', { name: finding.grade, exact: true }));
    }
    await saveAndProceed(person);
    await tabDone(page, 'Externals');
  },
  async Internals(person) {
    const { page } = person;
    const { group, condition: name, grade, cupToDisc } = CASE.internals;
    await person.click(page.getByRole('button', { name: group, exact: true }));
    for (const eye of EYES) {
      await person.click(page.getByRole('radiogroup', { name: `${name} ${eye} grading` }).getByRole('radio', { name: grade[eye], exact: true }));
      // The cup-to-disc number: its own field when the release has one, the grade's notes otherwise.
      const number = page
        .getByRole('spinbutton', { name: new RegExp(`(cup[- ]to[- ]disc|C/D).*${eye}`, 'i') })
        .or(page.getByRole('textbox', { name: new RegExp(`cup[- ]to[- ]disc.*${eye}`, 'i') }));
      if (await offered(number)) await person.type(number.first(), cupToDisc[eye]);
      else await person.type(page.getByRole('textbox', { name: `${name} ${eye} notes` }), `C/D ${cupToDisc[eye]}`);
    }
    await saveAndProceed(person);
    await tabDone(page, 'Internals');
  },
  async Refraction(person) {
    const { page } = person;
    const r = CASE.refraction;
    await person.click(page.getByRole('radio', { name: r.method }));
    const table = (name: string) => page.getByRole('table', { name });
    for (const eye of EYES) await rxRow(person, table('Objective refraction'), eye, r.objective[eye], ['SPH', 'CYL', 'AXIS']);
    // The subjective and the cycloplegic refraction start from the objective one when the release offers it.
    const fromObjective = (name: string) => page.getByRole('button', { name: `Start ${name} from objective` });
    if (await offered(fromObjective('subjective'))) await person.click(fromObjective('subjective'));
    for (const eye of EYES) await rxRow(person, table('Subjective refraction'), eye, r.subjective[eye], ['SPH', 'CYL', 'AXIS', 'VA', 'ADD']);
    if (await offered(fromObjective('cycloplegic'))) await person.click(fromObjective('cycloplegic'));
    else await person.click(page.getByRole('checkbox', { name: 'Add cycloplegic refraction' }));
    for (const eye of EYES) await rxRow(person, table('Cycloplegic refraction'), eye, r.cycloplegic[eye], ['SPH', 'CYL', 'AXIS']);
    await saveAndProceed(person);
    await tabDone(page, 'Refraction');
  },
  async 'Extra Tests'(person) {
    const { page } = person;
    const { oct, tonometry } = CASE.extraTests;
    const testName = page.getByRole('combobox', { name: 'Test name' });
    const saved = page.getByRole('list', { name: 'Saved extra tests' });
    await person.select(testName, 'OCT');
    await person.type(page.getByRole('textbox', { name: 'Notes' }), oct.notes);
    await person.upload(page.getByLabel('File (image or PDF)'), { name: oct.file, mimeType: 'image/png', buffer: PNG });
    await page.getByText(oct.file).waitFor();
    await person.click(page.getByRole('button', { name: 'Add Test' }));
    await saved.getByRole('listitem', { name: '1. OCT' }).waitFor();
    await person.select(testName, 'Tonometry');
    await person.click(page.getByRole('radio', { name: tonometry.method }));
    for (const eye of EYES) await person.type(page.getByRole('spinbutton', { name: `IOP ${eye} (mmHg)` }), tonometry[eye]);
    await person.type(page.getByLabel('Recorded at'), tonometry.time);
    await person.click(page.getByRole('button', { name: 'Add Test' }));
    await saved.getByRole('listitem', { name: '2. Tonometry' }).waitFor();
    await saveAndProceed(person);
  },
  async Diagnosis(person) {
    const { page } = person;
    const d = CASE.diagnosis;
    await person.type(page.getByRole('textbox', { name: /Differential diagnosis/ }), d.differential);
    const search = page.getByRole('combobox', { name: 'Search diagnosis codes' });
    for (const code of d.codes) {
      await person.type(search, code.query);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await person.press('Enter');
      const entry = page.getByRole('group', { name: code.code });
      await person.type(entry.getByRole('textbox', { name: /Management plan/ }), code.plan);
      await person.click(entry.getByRole('radio', { name: code.eye }));
    }
    await saveAndProceed(person);
  },
  async Management(person) {
    const { page } = person;
    const m = CASE.management;
    const s = CASE.refraction.subjective;
    await person.click(page.getByRole('checkbox', { name: 'Refractive correction' }));
    await person.select(page.getByRole('combobox', { name: 'Type of refractive correction' }), m.type);
    const useSubjective = page.getByRole('button', { name: 'Use subjective refraction' });
    if (await offered(useSubjective)) await person.click(useSubjective);
    else {
      for (const eye of EYES) {
        for (const column of ['SPH', 'CYL', 'AXIS', 'ADD'] as const) await person.type(page.getByRole('textbox', { name: `${column} ${eye}` }), s[eye][column]);
      }
    }
    await person.select(page.getByRole('combobox', { name: 'Type of lens' }), m.lens);
    await person.type(page.getByLabel('PD (mm)'), m.pd);
    await person.click(page.getByRole('checkbox', { name: 'Medications' }));
    await person.click(page.getByRole('button', { name: /^Add / }));
    await medication(person, m.medication.search);
    await person.type(page.getByRole('textbox', { name: /^Dos/ }), m.medication.dose);
    await person.click(page.getByRole('radio', { name: m.medication.eye }));
    await saveAndProceed(person);
    await person.click(page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Confirm' }));
    await page.getByRole('heading', { name: 'Consultation Completed' }).waitFor();
  },
};

/** Chooses the medication: a searchable combobox (type a few letters, first option) or a native select (its rule). */
async function medication(person: Person, search: string) {
  const chooser = person.page.getByRole('combobox', { name: /^Medication/ }).first();
  if ((await chooser.evaluate((element) => element.tagName)) === 'SELECT') {
    const label = await chooser.locator('option').filter({ hasText: new RegExp(`^${search}`, 'i') }).first().innerText();
    await person.select(chooser, label);
    return;
  }
  await person.type(chooser, search);
  await person.page.getByRole('listbox').getByRole('option').first().waitFor();
  await person.press('ArrowDown');
  await person.press('Enter');
}

interface Run {
  sections: Record<string, Effort>;
  total: Effort;
  ms: number;
}

async function oneRun(baseUrl: string, runIndex: number): Promise<Run> {
  const patient = { ...CASE.patient, phone: `${CASE.patient.phone}${String(runIndex).padStart(2, '0')}` };
  const appointment = await appointmentTodayFor(baseUrl, patient);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await loginThroughForm(page, baseUrl, 'student');
    await page.goto(`${baseUrl}/consultation/${appointment}`);
    await page.getByRole('textbox', { name: 'Chief complaint' }).waitFor();
    // The count starts at the consultation's first screen: the sign-in and the way there are not the case's effort.
    await page.addInitScript(installEffortProbe);
    await page.evaluate(installEffortProbe);
    const person = new Person(page);
    const sections: Record<string, Effort> = {};
    const started = Date.now();
    let before = await person.total();
    for (const [name, fill] of Object.entries(SECTIONS)) {
      await fill(person);
      const after = await person.total();
      sections[name] = { clicks: after.clicks - before.clicks, keys: after.keys - before.keys };
      before = after;
    }
    return { sections, total: before, ms: Date.now() - started };
  } finally {
    await browser.close();
  }
}

const app = await startAppProcess({ env: { STATIC_DIR: resolve(APP_DIR, 'dist'), LOG_LEVEL: 'silent' }, ensureBuild: false, cwd: APP_DIR });
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(app.baseUrl, i);
    console.log(`run ${i + 1}: ${run.total.clicks} clicks, ${run.total.keys} keystrokes, ${(run.ms / 1000).toFixed(1)} s`);
    runs.push(run);
  }
} finally {
  await app.stop();
}
const first = runs[0]!;
for (const run of runs) {
  if (run.total.clicks !== first.total.clicks || run.total.keys !== first.total.keys) throw new Error('the runs counted different efforts');
}
const figure: Figure = { label: LABEL, appDir: process.env.BENCH_APP_DIR ?? '.', sections: first.sections, total: first.total, ms: median(runs.map((r) => r.ms)), runs: RUNS };
console.log(effortTable([figure], TARGET));
if (process.env.BENCH_WRITE !== '0') {
  const figures = saveFigure(figure);
  writeSection('consultation-effort', [
    '## consultation-effort',
    '',
    `Command: \`${COMMAND}\` (this checkout) and \`BENCH_APP_DIR=<checkout> BENCH_LABEL=<name> ${COMMAND}\` (another ` +
      "checkout's server and built dist/, e.g. the previous release). Real server on SQLite, headless Chromium 1366×900, " +
      `student; one fixed reference case (defined once at the top of bench/consultation-effort/consultation-effort.ts) ` +
      'filled from Case History to \'Consultation Completed\' with the least effort the release offers (its shortcuts ' +
      'found by accessible name); the sign-in and the way to the consultation are not counted. The previous release: ' +
      "`git worktree add <dir> 27ede35`, its node_modules, `npx vite build` there, then `BENCH_APP_DIR=<dir> " +
      "BENCH_LABEL='previous release (27ede35)' npm run bench:effort` from this checkout.",
    '',
    effortTable(figures, TARGET),
    '',
    'Clicks: trusted `pointerdown` events seen by the page (capture phase on the window), plus ruled acts Playwright ' +
      'cannot do with the mouse: a native select = 2 clicks (open, option), a file upload = 3 clicks (file button, ' +
      'the file, Open). Keystrokes: trusted `keydown` events (typed characters, Tab, Enter, arrows). Each field is ' +
      'focused by a click unless the page already put the focus there, text typed key by key; a field a shortcut ' +
      'already filled with the case\'s value is left alone, one filled with another value is selected (Control+A, 2 ' +
      'keys) and typed over. Wall time: data entry from the first screen to \'Consultation ' +
      "Completed', median of the runs, on a machine shared with other work (read it as a rough figure).",
  ].join('\n'));
}
