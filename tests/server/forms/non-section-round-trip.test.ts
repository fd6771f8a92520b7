/**
 * The forms that are not consultation sections travel like the sections (tests/server/sections/schema-copy.test.ts):
 * a server started over a copy of `schemas/` in which the patient registration, section-marks and final-grading
 * schemas have a property of each kind added (and every rubric section a scored item) stores each, as the browser
 * sends it, in the record's document with its type, answers it on the read endpoint with its type, and refuses an
 * invalid value with exactly the messages the browser computes, with no code change.
 */
import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapters } from '../../../src/api/adapters/index';
import { loadFormFiles } from '../../../src/engine/build/load-form-files';
import { rubricOf, totalsOf } from '../../../src/engine/core/rubric';
import { patientBody } from '../helpers/clinic';
import { submittedCase } from '../helpers/reviews';
import {
  ADDED,
  browserErrors,
  editJson,
  INVALID_ITEM_MESSAGE,
  INVALID_ITEM_NUMBER,
  INVALID_MESSAGES,
  INVALID_VALUES,
  ITEM_ADDED,
  schemasCopy,
  VALUES,
  type Json,
} from '../helpers/schema-probes';
import { isRecord } from '../../../src/lib/is-record';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

/** A rubric's scored items have a step (schemas/meta/rubric.json): the added item number is one with a step of 0.5. */
const RUBRIC_ITEM: Json = { probe_number: { ...(ITEM_ADDED.probe_number as Json), multipleOf: 0.5 } };
const ITEM_MAXIMUM = 50;

let dir: string;
let t: TestApp;
const tokens: Record<string, string> = {};
let appointment: number;

interface ProbedForm {
  formId: string;
  /** Adds the probes to the form's schema in the copy. */
  probe(schema: Json): void;
  /** Valid form data with `values` added, and `itemNumber` in each of its nested objects. */
  formData(values: Json, itemNumber: number): Json;
  /** The form's nested objects that get ITEM_ADDED (none: the form has none). */
  nested: string[];
  save(payload: Json): Promise<LightMyRequestResponse>;
  /** The saved record's stored document. */
  stored(answer: Json): Promise<Json>;
  /** The saved record as the form's read endpoint answers it. */
  read(answer: Json): Promise<Json>;
  /** Where the read answer holds a nested object (`scores.section_a`). */
  readNested?: (record: Json, name: string) => Json;
}

const post = (url: string, user: string, payload: Json) => t.app.inject({ method: 'POST', url, payload, headers: bearer(tokens[user]!) });
async function get(url: string, user: string): Promise<Json> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}
const documentOf = async (table: 'section_marks' | 'final_gradings', id: unknown) =>
  JSON.parse((await t.app.db.selectFrom(table).select('document').where('id', '=', Number(id)).executeTakeFirstOrThrow()).document) as Json;

const fixture = (formId: string, name: string) => structuredClone(loadFormFiles(formId, dir).validFixtures[name]) as Json;
const SECTIONS = ['section_a', 'section_b'];

const FORMS: ProbedForm[] = [
  {
    formId: 'patient-registration',
    probe: (schema) => Object.assign(schema.properties as Json, ADDED),
    formData: (values) => patientBody(values),
    nested: [],
    save: (payload) => post('/api/clients/api/patients/', 'hadmin', payload),
    stored: async (answer) => (await t.app.repos.patients.findWithDocument(Number(answer.id)))!.document,
    read: (answer) => get(`/api/clients/api/patient-detail/${String(answer.id)}/`, 'hadmin'),
  },
  {
    formId: 'section-marks',
    probe: (schema) => Object.assign(schema.properties as Json, ADDED),
    formData: (values) => ({ ...fixture('section-marks', 'valid-with-remarks'), ...values }),
    nested: [],
    save: (payload) => post(`/api/marks/${appointment}/case-history/`, 'lecturer', payload),
    stored: (answer) => documentOf('section_marks', answer.id),
    read: async (answer) => {
      const marks = ((await get(`/api/marks/${appointment}/`, 'lecturer')).sections as Record<string, { marks: Json[] }>)['case-history']!.marks;
      return marks.find((mark) => mark.id === answer.id)!;
    },
  },
  {
    formId: 'final-grading',
    probe: (schema) => {
      Object.assign(schema.properties as Json, ADDED);
      for (const name of SECTIONS) {
        const section = (schema.properties as Record<string, Json>)[name]!;
        Object.assign(section.properties as Json, RUBRIC_ITEM);
        section.totalMaximum = Number(section.totalMaximum) + ITEM_MAXIMUM;
      }
      schema.totalMaximum = Number(schema.totalMaximum) + ITEM_MAXIMUM * SECTIONS.length;
    },
    formData: (values, itemNumber) => {
      const data = { ...fixture('final-grading', 'valid-full-marks'), ...values };
      for (const name of SECTIONS) data[name] = { ...(data[name] as Json), probe_number: itemNumber };
      return data;
    },
    nested: SECTIONS,
    save: (payload) => post(`/api/grading/${appointment}/`, 'lecturer', payload),
    stored: (answer) => documentOf('final_gradings', answer.id),
    read: async (answer) => {
      const history = (await get(`/api/grading/${appointment}/`, 'lecturer')).history as Json[];
      return history.find((grading) => grading.id === answer.id)!;
    },
    readNested: (record, name) => (record.scores as Record<string, Json>)[name]!,
  },
];

beforeAll(async () => {
  dir = schemasCopy((copy) => {
    for (const form of FORMS) editJson(copy, `${form.formId}/schema.json`, form.probe);
  });
  t = await createTestApp({ config: { schemasDir: dir } });
  for (const user of ['hadmin', 'lecturer', 'student']) tokens[user] = (await tokensFor(t.app, user)).access;
  appointment = await submittedCase(t.app, tokens.student!);
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The form's schema in the copy (bundled), valid form data with `values`, and the body the browser sends for it. */
function probed(form: ProbedForm, values: Json, itemNumber: number) {
  const { schema } = loadFormFiles(form.formId, dir);
  const formData = form.formData(values, itemNumber);
  const payload = adapters[form.formId]!.toPayload(formData, { schema }) as Json;
  return { schema, formData, payload };
}

describe.each(FORMS)('$formId, with properties of every kind added to its schema', (form) => {
  it('stores each with its type in the document and the read endpoint answers it with its type', async () => {
    const { schema, formData, payload } = probed(form, VALUES, 1.5);
    expect(browserErrors(schema, formData)).toEqual({});
    expect(payload).toMatchObject(VALUES);
    const saved = await form.save(payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const answer = saved.json() as Json;

    const stored = await form.stored(answer);
    expect(stored).toMatchObject(VALUES);
    for (const name of form.nested) expect((stored[name] as Json).probe_number, name).toBe(1.5);

    const read = await form.read(answer);
    expect(read).toMatchObject(VALUES);
    for (const name of form.nested) expect(form.readNested!(read, name).probe_number, name).toBe(1.5);
    // The browser reads the answer back into the form data it sent.
    const back = adapters[form.formId]!.fromResponse(read, { schema });
    expect(back).toMatchObject(VALUES);
    for (const name of form.nested) expect((back[name] as Json).probe_number, name).toBe(1.5);
  });

  it('leaves blank added properties out of the document', async () => {
    const { payload } = probed(form, {}, 2);
    const saved = await form.save(payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const stored = await form.stored(saved.json() as Json);
    for (const name of Object.keys(VALUES)) expect(stored[name] ?? null, name).toBeNull();
  });

  it('refuses invalid values with exactly the messages the browser computes for them', async () => {
    const { schema, formData, payload } = probed(form, INVALID_VALUES, INVALID_ITEM_NUMBER);
    const browser = browserErrors(schema, formData);
    const saved = await form.save(payload);
    expect(saved.statusCode, saved.body).toBe(400);
    const server = saved.json() as Record<string, string[]>;
    expect(server).toMatchObject(INVALID_MESSAGES);
    for (const name of form.nested) expect(server[`${name}.probe_number`], name).toEqual(INVALID_ITEM_MESSAGE);
    expect(server).toEqual(browser);
  });
});

describe('final-grading with a scored item added to every section', () => {
  it('totals it from the rubric on the server', async () => {
    const form = FORMS.find((entry) => entry.formId === 'final-grading')!;
    const { schema, formData, payload } = probed(form, {}, 2.5);
    const saved = await form.save(payload);
    expect(saved.statusCode, saved.body).toBe(201);
    const expected = totalsOf(rubricOf(schema), formData);
    expect(expected.total).toBe(100 + 2 * 2.5);
    expect(saved.json()).toMatchObject(expected);
    expect(isRecord((await form.read(saved.json() as Json)).totals)).toBe(true);
  });
});
