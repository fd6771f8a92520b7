/** Fixture files of every form, loaded on demand (they are test data, not part of a form's chunk). */
// Named so: the rule cases of `fixtures/cases.json` are the schema suite's, not a fixture to try here.
const modules = import.meta.glob<unknown>(['/schemas/*/fixtures/valid-*.json', '/schemas/*/fixtures/invalid-*.json'], { import: 'default' });

/** One fixture: `valid-*` is form data; `invalid-*` is `{formData, errors}`. */
export interface FixtureRef {
  name: string;
  kind: 'valid' | 'invalid';
  load: () => Promise<unknown>;
}

const PATH = /^\/schemas\/([^/]+)\/fixtures\/((valid|invalid)-[^/]+)\.json$/;

/** The fixtures of one form, valid ones first, each group by name. */
export function fixturesOf(formId: string): FixtureRef[] {
  const out: FixtureRef[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const match = PATH.exec(path);
    if (match && match[1] === formId) out.push({ name: match[2]!, kind: match[3] as FixtureRef['kind'], load });
  }
  return out.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'valid' ? -1 : 1));
}

/** The form data and the expected messages (`{dotted.path: [message]}`) a fixture file holds. */
export function readFixture(kind: FixtureRef['kind'], content: unknown): { formData: unknown; expected: Record<string, string[]> } {
  if (kind === 'valid') return { formData: content, expected: {} };
  const body = (content ?? {}) as { formData?: unknown; errors?: Record<string, string[]> };
  return { formData: body.formData, expected: body.errors ?? {} };
}
