/**
 * The schema suite: every form folder of `schemas/` (a new one joins with no change here), checked with both
 * validators the product uses (the server's run-time one and the browser's precompiled one): its fixtures, its rule
 * cases (`fixtures/cases.json`), the state a new form starts from, what renders as required, and its UI schema's
 * layout. docs/forms.md "Fixtures" describes the files; `npm run check:schemas` refuses a form this suite cannot cover.
 */
import { describe, expect, it } from 'vitest';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { fixtureProblems, listFormIds, loadFormFiles, readFormCases } from '../../../src/engine/build/load-form-files';
import { catalogueIds, loadCatalogueForm } from '../forms/support/form-cases';
import { formValidators } from './support/form-validators';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

const forms = await Promise.all(
  listFormIds().map(async (id) => {
    const files = loadFormFiles(id);
    const { form, validateFns } = await loadCatalogueForm(id);
    return { id, files, form, cases: readFormCases(id), ...formValidators(files.schema, form, validateFns) };
  }),
);

it('covers every form folder of schemas/, the forms the app loads', () => {
  expect(forms.map((form) => form.id)).toEqual(catalogueIds());
  expect(forms.length).toBeGreaterThan(0);
});

describe.each(forms)('$id schema', ({ id, files, form, cases, validators, precompiled }) => {
  const schema = form.schema as RJSFSchema;
  const invalidData = [...Object.values(files.invalidFixtures), ...Object.values(cases.invalid)].map((fixture) => fixture.formData);
  const validData = [...Object.values(files.validFixtures), ...Object.values(cases.valid)];

  it('is the same bundled draft-07 schema for the server and the browser, at the version of its file', () => {
    expect(form.schema).toEqual(files.schema);
    expect(form.version).toBe(files.version);
    expect(form.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(files.schema.$id).toBe(`https://sightline.app/schemas/${id}.json`);
    expect(files.schema.$schema).toBe(DRAFT_07);
  });

  it('has the fixtures the suite needs, each run', () => {
    expect(fixtureProblems(id)).toEqual([]);
  });

  describe.each(validators)('%s validator', (_name, validate) => {
    it.each(Object.entries(files.validFixtures))('accepts fixture %s', (_fixture, data) => {
      expect(validate(data)).toBeNull();
    });

    it.each(Object.entries(files.invalidFixtures))('refuses fixture %s with its messages', (_fixture, { formData, errors }) => {
      const actual = validate(formData);
      expect(actual).not.toBeNull();
      for (const [path, messages] of Object.entries(errors)) {
        expect(actual?.[path], path).toEqual(expect.arrayContaining(messages));
      }
    });

    it.each(Object.entries(cases.valid))('accepts %s', (_case, data) => {
      expect(validate(data)).toBeNull();
    });

    it.each(Object.entries(cases.invalid))('refuses %s', (_case, { formData, errors, exact }) => {
      const actual = validate(formData);
      if (exact) expect(actual).toEqual(errors);
      for (const [path, messages] of Object.entries(errors)) expect(actual?.[path], path).toEqual(messages);
    });
  });

  it('gives the same messages with both validators for every invalid case', () => {
    const [runtime, browser] = validators.map(([, validate]) => validate);
    for (const data of invalidData) expect(browser!(data)).toEqual(runtime!(data));
  });

  it('resolves every case and each of its fields for rendering with the precompiled validator', () => {
    for (const data of [...validData, ...invalidData]) {
      const resolved = retrieveSchema(precompiled, schema, schema, data);
      const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        if (typeof property === 'object') expect(() => retrieveSchema(precompiled, property as RJSFSchema, schema, values[key])).not.toThrow();
      }
    }
  });

  it.each(cases.newForm ? [cases.newForm] : [])('starts a new form from its default state', ({ formData, state }) => {
    expect(getDefaultFormState(precompiled, schema, formData, schema)).toEqual(state);
  });

  it.each(cases.rendered ?? [])('shows the fields required for $formData', ({ formData, required = [], notRequired = [] }) => {
    const shown = retrieveSchema(precompiled, schema, schema, formData).required ?? [];
    expect(shown).toEqual(expect.arrayContaining(required));
    for (const name of notRequired) expect(shown).not.toContain(name);
  });

  it('lays out every property once where the UI schema orders or groups them', () => {
    const properties = Object.keys(files.schema.properties ?? {}).sort();
    const order = form.uiSchema['ui:order'] as string[] | undefined;
    if (order && !order.includes('*')) expect([...order].sort()).toEqual(properties);
    const sections = (form.uiSchema['ui:options'] as { sections?: { fields: string[] }[] } | undefined)?.sections;
    if (sections) expect(sections.flatMap((section) => section.fields).sort()).toEqual(properties);
  });
});
