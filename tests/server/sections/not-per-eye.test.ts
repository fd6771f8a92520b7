/**
 * Conditions the examination catalogue does not record per eye (`per_eye: false`, e.g. PERRLA): a grading or a chosen
 * option is saved once, for no one eye (`affected_eye` null), and read back so. A condition recorded per eye still
 * needs its eye for a grading or an option (the schema's message), while a general note needs none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientWithAppointment } from '../helpers/clinic';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'student')).access;
});
afterAll(async () => {
  await t?.close();
});

/** The id of the first catalogue condition of `type` whose name starts with `name` and whose `per_eye` is as given. */
async function conditionId(type: 'external' | 'internal', perEye: boolean, name?: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('examination_conditions')
    .select(['id', 'name'])
    .where('type', '=', type)
    .where('per_eye', '=', perEye ? 1 : 0)
    .orderBy('id')
    .execute();
  const row = rows.find((candidate) => name === undefined || candidate.name.startsWith(name));
  if (!row) throw new Error(`no ${type} condition ${name ?? ''} with per_eye ${perEye}`);
  return row.id;
}

const save = (kind: 'external' | 'internal', appointmentId: number, observations: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tests/api/${kind}-observations/${appointmentId}/`,
    payload: { appointment: appointmentId, observations },
    headers: bearer(token),
  });

describe.each(['external', 'internal'] as const)('%s observations', (kind) => {
  it('saves a condition not recorded per eye graded or chosen without an eye, and reads it back without one', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const notPerEye = kind === 'external' ? await conditionId(kind, false, 'PERRLA') : await conditionId(kind, false);
    const input =
      kind === 'external'
        ? { condition: notPerEye, affected_eye: null, field_type: 'dropdown', value: 'Yes' }
        : { condition: notPerEye, affected_eye: null, field_type: 'grading', value: '1' };
    const saved = await save(kind, appointmentId, [input]);
    expect(saved.statusCode, saved.body).toBe(201);

    const read = await t.app.inject({ method: 'GET', url: `/api/tests/api/${kind}-observations/${appointmentId}/`, headers: bearer(token) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual([expect.objectContaining({ condition: notPerEye, affected_eye: null, field_type: input.field_type, value: input.value })]);
  });

  it('refuses a grading without an eye on a condition recorded per eye, with the schema\'s eye message', async () => {
    const { appointmentId } = await patientWithAppointment(t.app);
    const perEye = await conditionId(kind, true);
    const response = await save(kind, appointmentId, [
      { condition: perEye, affected_eye: 'OD', field_type: 'grading', value: '2' },
      { condition: perEye, affected_eye: null, field_type: 'grading', value: '2' },
      { condition: perEye, affected_eye: null, field_type: 'notes', value: 'General: quiet' },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ 'observations.1.affected_eye': ['Choose OD (right eye) or OS (left eye).'] });
  });
});
