/**
 * scripts/check-schemas.ts finds what a schema author can get wrong. It runs here as the lead runs it (tsx, a
 * schemas folder from SCHEMAS_DIR) over a copy of the project's schemas with one mistake planted per form.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectKeys, registeredNames } from '../../../scripts/check-schemas';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
let dir: string;
let output: string;
let status: number | null;

function edit(path: string, change: (json: Record<string, unknown>) => void): void {
  const file = join(dir, path);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json));
}

beforeAll(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'sightline-check-')), 'schemas');
  cpSync(join(ROOT, 'schemas'), dir, { recursive: true });
  // A draft-2019 keyword that draft-07 silently ignores, a uiSchema key typo, widgets that do not exist here.
  edit('absent-request/schema.json', (s) => {
    s.dependentRequired = { from_date: ['to_date'] };
  });
  edit('absent-request/ui.json', (u) => {
    u.resaon = { 'ui:widget': 'textarea' };
    u.to_date = { 'ui:widget': 'datepicker' };
    u.reason = { 'ui:widget': 'updown' };
  });
  // A `dependencies` name that is no property: the rule could never fire.
  edit('case-history/schema.json', (s) => {
    s.dependencies = { chief_complaint: ['condition_detials'] };
  });
  // A "valid" fixture the rubric refuses, and an invalid one listing words the schema does not say.
  writeFileSync(join(dir, 'final-grading/fixtures/valid-over-maximum.json'), JSON.stringify({ section_a: { case_history: 50 } }));
  writeFileSync(
    join(dir, 'diagnosis/fixtures/invalid-wrong-words.json'),
    JSON.stringify({ formData: {}, errors: { differential_diagnosis: ['Wrong words.'] } }),
  );
  // A form the schema suite cannot cover: one valid fixture left, and a fixture file it would not run.
  rmSync(join(dir, 'clinic-schedule/fixtures/valid-afternoon.json'));
  writeFileSync(join(dir, 'clinic-schedule/fixtures/edge-case.json'), JSON.stringify({ date: '2026-12-07' }));
  // A form without an adapter or a round-trip test, and a section form gone.
  cpSync(join(dir, 'absent-request'), join(dir, 'leave-note'), { recursive: true });
  edit('leave-note/schema.json', (s) => {
    s.$id = 'https://sightline.app/schemas/leave-note.json';
    delete s.dependentRequired;
  });
  rmSync(join(dir, 'refraction'), { recursive: true });
  // Sizes without bounds: a list, its strings, an object open to any key; and a shared string with no maxLength.
  edit('section-marks/schema.json', (s) => {
    const properties = s.properties as Record<string, unknown>;
    properties.tags = { type: 'array', items: { type: 'string' } };
    properties.extra = { type: 'object', properties: { note: { type: 'string', maxLength: 50 } } };
    properties.level = { type: 'string', enum: ['low', 'high'] };
    properties.closed = { allOf: [{ $ref: '#/$defs/closedRow' }], properties: { note: { type: 'string' } } };
    s.$defs = { closedRow: { type: 'object', additionalProperties: false, properties: { note: { type: 'string', maxLength: 50 } } } };
  });
  // A fill action naming a field (a path below the object) that is no property.
  edit('management/ui.json', (u) => {
    const options = u['ui:options'] as { fillFrom: { values: Record<string, string> }[] };
    options.fillFrom[0]!.values['spectacles[eye=OD]/sph'] = 'subjective[eye=OD]/sph';
  });
  edit('shared/defs.json', (d) => {
    (d.$defs as Record<string, unknown>).freeText = { type: 'string' };
  });

  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/check-schemas.ts')], {
    cwd: ROOT,
    env: { ...process.env, SCHEMAS_DIR: dir },
    encoding: 'utf8',
    timeout: 60000,
  });
  output = run.stdout + run.stderr;
  status = run.status;
}, 90000);

afterAll(() => {
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

/** The lines printed under a form's ✗ line. */
function problemsOf(formId: string): string {
  const lines = output.split('\n');
  const start = lines.indexOf(`✗ ${formId}`);
  if (start === -1) return '';
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('    '));
  return lines.slice(start + 1, end).join('\n');
}

describe('check-schemas', () => {
  it('fails the run and counts forms in its summary', () => {
    expect(status, output).toBe(1);
    expect(output).toMatch(/^\d+ passed, 10 failed$/m);
    expect(output).toMatch(/^✓ internals \(\d+ valid, \d+ invalid fixtures, version [\w.]+\)$/m);
  });

  it('refuses keywords draft-07 does not know', () => {
    expect(problemsOf('absent-request')).toContain('strict mode: unknown keyword: "dependentRequired"');
  });

  it('checks uiSchema keys and widget names (by the type of the field)', () => {
    const problems = problemsOf('absent-request');
    expect(problems).toContain('ui.json: "resaon" names no property of the schema');
    expect(problems).toContain('"ui:widget": "datepicker" at to_date is not a registered widget for a string');
    expect(problems).toContain('"ui:widget": "updown" at reason is not a registered widget for a string');
  });

  it('checks that dependencies and required name properties', () => {
    expect(problemsOf('case-history')).toContain('"dependencies" of "chief_complaint" names "condition_detials", which is not a property');
  });

  it('checks that a fill action names properties, also as the first member of a path', () => {
    expect(problemsOf('management')).toContain('"fillFrom" "Use subjective refraction" at (root) names "spectacles", which is not a property');
  });

  it('runs fixtures with the server validator and the precompiled one', () => {
    const grading = problemsOf('final-grading');
    expect(grading).toContain('valid-over-maximum: refused by the server validator');
    expect(grading).toContain('valid-over-maximum: refused by the precompiled validator');
    const diagnosis = problemsOf('diagnosis');
    expect(diagnosis).toContain('invalid-wrong-words: the server validator does not say differential_diagnosis: "Wrong words."');
    expect(diagnosis).toContain('invalid-wrong-words: the precompiled validator does not say differential_diagnosis: "Wrong words."');
  });

  it('wants every form covered by the schema suite: two fixtures of each kind, none it would not run', () => {
    const problems = problemsOf('clinic-schedule');
    expect(problems).toContain('fixtures: 1 valid-*.json, at least 2 wanted');
    expect(problems).toContain('fixtures: edge-case.json is run by no test: name it valid-<name>.json, invalid-<name>.json or cases.json');
    expect(problems).not.toContain('invalid-*.json');
  });

  it('wants an adapter and its round-trip test for every form', () => {
    const problems = problemsOf('leave-note');
    expect(problems).toContain('adapter: none in src/api/adapters/index.ts');
    expect(problems).toContain('adapter: no round-trip test tests/unit/api/adapters/leave-note.test.ts');
  });

  it('wants every array, free string and open object bounded, naming where', () => {
    const problems = problemsOf('section-marks');
    expect(problems).toContain('schema: unbounded array at #/properties/tags: give it a maxItems');
    expect(problems).toContain('schema: unbounded string at #/properties/tags/items: give it a maxLength (or an enum)');
    expect(problems).toContain('schema: open object at #/properties/extra: give it a maxProperties (or additionalProperties: false)');
    // An enum bounds a string; a string is bounded where any schema that always applies to it bounds it.
    expect(problems).not.toContain('#/properties/level');
    expect(problems).not.toContain('unbounded string at #/properties/closed');
    expect(problemsOf('shared/defs.json')).toContain('schema: unbounded string at #/$defs/freeText: give it a maxLength (or an enum)');
  });

  it('wants every section of the manifest to be a form', () => {
    expect(problemsOf('consultation/sections.json')).toContain('section "refraction" has no form: no refraction/schema.json');
  });
});

describe('registered names', () => {
  it('reads the keys of an object literal without running the file', () => {
    const source = `
      import { A } from './a';
      // const widgets = { commented: A };
      export const widgets: Registry = {
        grading: GradingWidget,
        'od-os': OdOsWidget, // a comment, with a comma
        shorthand,
        nested: make({ inner: 1, other: [2, 3] }),
        ...spread,
        "quoted": Q,
      };
      const fields = { odOsPair: OdOsPairField };`;
    expect(objectKeys(source, 'widgets')).toEqual(['grading', 'od-os', 'shorthand', 'nested', 'quoted']);
    expect(objectKeys(source, 'fields')).toEqual(['odOsPair']);
    expect(objectKeys(source, 'templates')).toEqual([]);
  });

  it("include the eye-care registry, the engine theme's names and RJSF's built-ins", () => {
    const names = registeredNames(ROOT);
    const registry = readFileSync(join(ROOT, 'src/widgets/registry.ts'), 'utf8');
    for (const name of objectKeys(registry, 'widgets')) expect(names.widgets).toContain(name);
    for (const name of objectKeys(registry, 'fields')) expect(names.fields).toContain(name);
    expect(objectKeys(registry, 'widgets').length).toBeGreaterThan(0);
    expect(names.widgets).toContain('TextWidget');
    expect(names.fields).toContain('ArrayField');
  });
});
