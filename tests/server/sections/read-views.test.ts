/**
 * Read views add, never rebuild: over a copy of `schemas/` in which each read-shaped section (case history,
 * Oculo-Medical History, external and internal observations, diagnosis, extra tests) has a property of each kind
 * (string, number, boolean, enum) at the top and in its items (condition details, drug/allergy/social entries,
 * final diagnoses and their queries), a stored document reads back with every one of them, with its type, beside
 * the fields of the spec's read shape (consultation §3) and the names looked up for its ids.
 *
 * The documents are stored through the repository (valid for the copy, as the form registry says): what is under
 * test is the read, whatever the save path stores.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, PROJECT_SCHEMAS_DIR, tokensFor, type TestApp } from '../helpers/test-app';

type Json = Record<string, unknown>;

/** One added property of each kind, as schema and as a stored value. */
const KINDS = {
  schema: {
    added_text: { type: 'string', title: 'Added text', maxLength: 40 },
    added_number: { type: 'number', title: 'Added number', minimum: 0, maximum: 100 },
    added_flag: { type: 'boolean', title: 'Added flag' },
    added_choice: { type: 'string', title: 'Added choice', enum: ['low', 'high'] },
  },
  value: { added_text: 'Seen by a tutor', added_number: 31.5, added_flag: false, added_choice: 'high' },
};

/** The same kinds in an item, with other values so that an item's members are not confused with the form's. */
const ITEM_KINDS = { added_text: 'Item note', added_number: 2.25, added_flag: true, added_choice: 'low' };

let dir: string;
let t: TestApp;
let lecturer: string;
let studentId: number;

function edit(file: string, change: (schema: Json & { $defs: Record<string, Json & { properties: Json }> }) => void): void {
  const path = join(dir, file);
  const schema = JSON.parse(readFileSync(path, 'utf8'));
  change(schema);
  writeFileSync(path, JSON.stringify(schema, null, 2));
}

const addKinds = (node: Json) => Object.assign(node.properties as Json, KINDS.schema);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sightline-schemas-'));
  cpSync(PROJECT_SCHEMAS_DIR, dir, { recursive: true });
  for (const form of ['case-history', 'oculo-medical-history', 'externals', 'internals', 'diagnosis', 'extra-test']) {
    edit(`${form}/schema.json`, addKinds);
  }
  // The condition detail of case history, the history's condition lists and the observations.
  edit('shared/defs.json', (defs) => addKinds(defs.$defs.conditionDetail!));
  edit('oculo-medical-history/schema.json', (schema) => addKinds(schema.$defs.entry!));
  edit('diagnosis/schema.json', (schema) => {
    const finalDiagnosis = schema.$defs.finalDiagnosis!;
    addKinds(finalDiagnosis);
    addKinds((finalDiagnosis.properties.queries as { items: Json }).items);
  });
  t = await createTestApp({ config: { schemasDir: dir } });
  lecturer = (await tokensFor(t.app, 'lecturer')).access;
  studentId = (await t.app.repos.users.findByUsername('student'))!.id;
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Stores `data` as the current record of `formId`, after checking it is valid for the edited copy. */
async function store(formId: string, appointmentId: number, data: Json, patientId?: number) {
  expect(t.app.forms.validate(formId, data), formId).toBeNull();
  return t.app.repos.sectionRecords.insert({
    appointmentId,
    patientId: patientId ?? null,
    formId,
    schemaVersion: t.app.forms.version(formId),
    data: { ...data, appointment: appointmentId, ...(patientId === undefined ? {} : { patient: patientId }) },
    savedBy: studentId,
    savedAt: new Date().toISOString(),
  });
}

async function read(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(lecturer) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function condition(category: string) {
  const [row] = await t.app.repos.referenceData.listConditions(category);
  return row!;
}

/** A condition detail with the added kinds, and as it reads back (its condition's name beside the id). */
function detail(row: { id: number; name: string }, field_type = 'text', value = 'since 2019') {
  const stored = { condition: row.id, affected_eye: 'OD', field_type, value, ...ITEM_KINDS };
  return { stored, read: { ...stored, condition_name: row.name } };
}

describe('read views answer every stored property, with its type', () => {
  it('case history: the form and each condition detail', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const one = detail(await condition('ocular_history'));
    await store('case-history', appointmentId, { chief_complaint: 'Blurred vision', condition_details: [one.stored], ...KINDS.value });

    const body = (await read(`/api/tests/api/case-history/${appointmentId}/`)).json();
    expect(body).toMatchObject({ chief_complaint: 'Blurred vision', ...KINDS.value, condition_details: [one.read] });
    expect(body.condition_details[0]).toEqual(one.read);
  });

  it('Oculo-Medical History: the form, the entries as parallel lists per member, the condition details', async () => {
    const { appointmentId, patientId } = await patientWithAppointment(t.app);
    const medical = detail(await condition('medical_history'), 'checkbox', 'true');
    await store(
      'oculo-medical-history',
      appointmentId,
      {
        last_eye_examination: 'Never',
        drug_entries: [{ name: 'Timolol', notes: 'Daily', ...ITEM_KINDS }, { name: 'Aspirin' }],
        allergy_entries: [{ name: 'Penicillin', added_number: 0 }],
        social_entries: [],
        medical_history: [medical.stored],
        ...KINDS.value,
      },
      patientId,
    );

    const body = (await read(`/api/tests/api/patient-history/latest/?patient=${patientId}`)).json();
    expect(body).toMatchObject({
      ...KINDS.value,
      last_eye_examination: 'Never',
      drug_history: ['Timolol', 'Aspirin'],
      drug_notes: ['Daily', ''],
      drug_added_text: ['Item note', null],
      drug_added_number: [2.25, null],
      drug_added_flag: [true, null],
      drug_added_choice: ['low', null],
      allergies: ['Penicillin'],
      allergy_notes: [''],
      allergy_added_number: [0],
      allergy_added_flag: [null],
      social_history: [],
      social_notes: [],
      social_added_text: [],
      medical_history: [medical.read],
      ocular_history: [],
    });
    expect(body).not.toHaveProperty('drug_entries');
  });

  it.each(['external', 'internal'] as const)(
    '%s observations: each item, and the form-level properties on every item and in X-Form-Fields',
    async (kind) => {
      const { appointmentId } = await patientWithAppointment(t.app);
      const [row] = await t.app.repos.referenceData.listExaminationConditions(kind);
      const observation = { condition: row!.id, affected_eye: 'OS', field_type: 'grading', value: '2', ...ITEM_KINDS };
      await store(`${kind}s`, appointmentId, { observations: [observation], ...KINDS.value });

      const response = await read(`/api/tests/api/${kind}-observations/${appointmentId}/`);
      expect(response.json()).toEqual([
        {
          ...KINDS.value,
          ...observation,
          condition_name: row!.name,
          grading: '2',
          notes: null,
          average_marks: null,
          saved_at: expect.any(String),
          saved_by_name: expect.any(String),
        },
      ]);
      expect(JSON.parse(String(response.headers['x-form-fields']))).toEqual(KINDS.value);
    },
  );

  it('observations: a record with no items still answers its form-level properties, in X-Form-Fields', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const fields = { ...KINDS.value, added_text: 'Tout est normal — ok' };
    await store('externals', appointmentId, { observations: [], ...fields });
    const response = await read(`/api/tests/api/external-observations/${appointmentId}/`);
    expect(response.json()).toEqual([]);
    expect(JSON.parse(String(response.headers['x-form-fields']))).toEqual(fields);

    const { appointmentId: none } = await patientWithAppointment(t.app);
    expect((await read(`/api/tests/api/external-observations/${none}/`)).headers['x-form-fields']).toBe('{}');
  });

  it('diagnosis view: the form, each final diagnosis with its code {id, diagnosis}, each query', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const [code] = await t.app.repos.referenceData.listDiagnosisCodes();
    const query = { query: 'IOP trend?', ...ITEM_KINDS };
    const finalDiagnosis = { code: code!.id, management_plan: 'Review', affected_eye: 'OU', notes: '', queries: [query], ...ITEM_KINDS };
    await store('diagnosis', appointmentId, { differential_diagnosis: 'Glaucoma suspect', final_diagnoses: [finalDiagnosis], ...KINDS.value });

    const body = (await read(`/api/diagnosis/${appointmentId}/view/`)).json();
    expect(body).toMatchObject({ differential_diagnosis: 'Glaucoma suspect', ...KINDS.value });
    expect(body.final_diagnoses_info).toEqual([{ ...finalDiagnosis, code: { id: code!.id, diagnosis: code!.diagnosis } }]);
    expect(body).not.toHaveProperty('final_diagnoses');
  });

  it('extra tests: each listed test', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const test = { name: 'Tonometry', method: 'Applanation', iop_od: 14, iop_os: 15.5, ...KINDS.value };
    await store('extra-test', appointmentId, test);

    const [listed] = (await read(`/api/tests/extra-tests/${appointmentId}/`)).json();
    expect(listed).toMatchObject({ ...test, recorded_at: null, file: null, notes: '', appointment: appointmentId, average_marks: null });
  });
});
