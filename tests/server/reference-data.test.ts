/** The reference data routes answer exactly the reference files (refdata/*.json), in their order and shapes. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, tokensFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'coordinator')).access;
});
afterAll(async () => {
  await t?.close();
});

function refdata<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../refdata/${file}`, import.meta.url), 'utf8')) as T;
}

async function get<T = unknown>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

type Condition = { name: string; has_text: boolean; has_dropdown: boolean; has_grading: boolean; has_notes: boolean; has_checkbox: boolean; per_eye: boolean; dropdown_options?: string[]; text_hint?: string };
type ExamGroup = { group: string; subgroups: { name: string; conditions: { name: string; grading_scale: string | null; per_eye: boolean; options?: string[]; value_type?: string; normal?: true | string }[] }[] };

describe('reference data routes', () => {
  it('conditions: every category, each item as in the file, filtered by ?category=', async () => {
    const file = refdata<Record<string, Condition[] | object>>('conditions.json');
    const categories = Object.keys(file).filter((key) => key !== 'meta');
    const all = await get<{ id: number; category: string }[]>('/api/tests/conditions');
    expect(all).toHaveLength(categories.reduce((n, c) => n + (file[c] as Condition[]).length, 0));
    expect(all.map((c) => c.id)).toEqual(all.map((_, i) => i + 1));
    for (const category of categories) {
      const items = file[category] as Condition[];
      const answer = await get(`/api/tests/conditions?category=${category}`);
      expect(answer).toEqual(
        items.map((item) => ({
          id: expect.any(Number),
          category,
          name: item.name,
          has_text: item.has_text,
          has_dropdown: item.has_dropdown,
          has_grading: item.has_grading,
          has_notes: item.has_notes,
          has_checkbox: item.has_checkbox,
          per_eye: item.per_eye,
          dropdown_options: item.dropdown_options ?? [],
          text_hint: item.text_hint ?? null,
        })),
      );
    }
    // The same route without the trailing slash of the other paths, and with one.
    expect(await get('/api/tests/conditions/?category=medical_history')).toHaveLength((file.medical_history as Condition[]).length);
  });

  it('examination conditions with ?flat=1: external and internal conditions, each naming its group and subgroup', async () => {
    const file = refdata<{ grading_scales: Record<string, object>; external: ExamGroup[]; internal: ExamGroup[] }>('examination-conditions.json');
    for (const type of ['external', 'internal'] as const) {
      const expected = file[type].flatMap((group) =>
        group.subgroups.flatMap((subgroup) =>
          subgroup.conditions.map((condition) => ({
            id: expect.any(Number),
            name: condition.name,
            group_name: group.group,
            subgroup: subgroup.name,
            type,
            per_eye: condition.per_eye,
            options: condition.options ?? [],
            grading_scale: condition.grading_scale,
            value_type: condition.value_type ?? null,
            normal: condition.normal ?? null,
          })),
        ),
      );
      expect(await get(`/api/tests/api/examination-conditions/?type=${type}&flat=1`)).toEqual(expected);
    }
    const all = await get<unknown[]>('/api/tests/api/examination-conditions/?flat=true');
    expect(all).toHaveLength(
      [...file.external, ...file.internal].flatMap((g) => g.subgroups).reduce((n, s) => n + s.conditions.length, 0),
    );
  });

  it('grading scales: one per key of the file, with its whole definition', async () => {
    const file = refdata<{ grading_scales: Record<string, Record<string, unknown>> }>('examination-conditions.json');
    const answer = await get<{ key: string }[]>('/api/tests/api/grading-scales/');
    expect(answer).toHaveLength(Object.keys(file.grading_scales).length);
    for (const scale of answer) expect(scale).toEqual({ key: scale.key, ...file.grading_scales[scale.key] });
  });

  it('diagnosis codes: every ICD code of the file', async () => {
    const file = refdata<{ icd_code: string; diagnosis: string }[]>('icd10-eye.json');
    const answer = await get('/api/diagnosis/codes/');
    expect(answer).toEqual(file.map((row, index) => ({ id: index + 1, icd_code: row.icd_code, diagnosis: row.diagnosis })));
  });

  it('medication types and medications, all and by type', async () => {
    type Medication = { name: string; generic_name: string; strength: string; form: string; dosage: string; who_eml: boolean; form_detail?: string; note?: string };
    const file = refdata<{ medication_types: { type: string; medications: Medication[] }[] }>('ophthalmic-medications.json');
    const types = await get<{ id: number; name: string }[]>('/api/pharmacy/medication-types/');
    expect(types.map((type) => type.name)).toEqual(file.medication_types.map((group) => group.type));

    const all = await get<unknown[]>('/api/pharmacy/medications/');
    expect(all).toHaveLength(file.medication_types.reduce((n, group) => n + group.medications.length, 0));
    for (const [index, group] of file.medication_types.entries()) {
      const type = types[index]!;
      expect(await get(`/api/pharmacy/api/medications/?type=${type.id}`)).toEqual(
        group.medications.map((m) => ({
          id: expect.any(Number),
          name: m.name,
          generic_name: m.generic_name,
          strength: m.strength,
          form: m.form,
          form_detail: m.form_detail ?? null,
          dosage: m.dosage,
          who_eml: m.who_eml,
          note: m.note ?? null,
          medication_type_id: type.id,
          medication_type: group.type,
        })),
      );
    }
    expect(await get('/api/pharmacy/api/medications/?type=9999')).toEqual([]);
  });

  it('refuses query values it does not know (strings, never coerced)', async () => {
    for (const url of [
      '/api/tests/conditions?category=eyes',
      '/api/tests/api/examination-conditions/?type=External',
      '/api/tests/api/examination-conditions/?flat=yes',
      '/api/pharmacy/api/medications/',
      '/api/pharmacy/api/medications/?type=abc',
      '/api/pharmacy/api/medications/?type=0',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
    }
    const unknownCategory = await t.app.inject({ method: 'GET', url: '/api/tests/conditions?category=eyes', headers: bearer(token) });
    expect(unknownCategory.json()).toEqual({ category: ['Not a valid choice.'] });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/diagnosis/codes/' });
    expect(response.statusCode).toBe(401);
  });
});
