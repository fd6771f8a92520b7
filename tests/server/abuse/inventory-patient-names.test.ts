/**
 * Stock movements name whom a dispensing was for only to readers of patients' records (`records.view`): the hospital
 * administrator sees "Dispensed to Ama Owusu" and the patient's name; the coordinator, who keeps the stock but reads
 * no records, sees "Dispensed" and no name — in the API's answer, not only on the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../../src/lib/permissions';
import { consultationWithPlan, medicationPlan } from '../helpers/dispensary';
import { bearer, createTestApp, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'coordinator', 'student']) tokens[user] = (await tokensFor(t.app, user)).access;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/inventory/movements/ and patient names', () => {
  it('names the patient of a dispensing to a role with records.view and to no other', async () => {
    expect(can('hospital administrator', 'records.view')).toBe(true);
    expect(can('coordinator', 'records.view')).toBe(false);
    expect(can('coordinator', 'inventory.view')).toBe(true);

    const drops = await t.testDb.db.selectFrom('medications').selectAll().where('form', '=', 'eye drops').orderBy('id').executeTakeFirstOrThrow();
    const { appointmentId, patientId } = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    const patient = (await t.app.repos.patients.find(patientId))!;
    const name = `${patient.first_name} ${patient.last_name}`;
    const dispensed = await t.app.inject({
      method: 'POST',
      url: `/api/dispensary/${appointmentId}/dispense/`,
      payload: { item: `medication:${drops.id}` },
      headers: bearer(tokens.hadmin!),
    });
    expect(dispensed.statusCode, dispensed.body).toBe(201);

    const movements = async (user: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/inventory/movements/?page_size=100', headers: bearer(tokens[user]!) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().results as { kind: string; reason: string; patient_name: string | null }[];
    };

    const forAdmin = (await movements('hadmin')).find((movement) => movement.kind === 'dispensed');
    expect(forAdmin).toMatchObject({ reason: `Dispensed to ${name}`, patient_name: name });

    const forCoordinator = await movements('coordinator');
    const dispensing = forCoordinator.find((movement) => movement.kind === 'dispensed');
    expect(dispensing).toMatchObject({ reason: 'Dispensed', patient_name: null });
    // Nowhere in the answer (the last name alone may be the administrator's, who dispensed it).
    const raw = (await t.app.inject({ method: 'GET', url: '/api/inventory/movements/?page_size=100', headers: bearer(tokens.coordinator!) })).body;
    expect(raw).not.toContain(name);
    expect(raw).not.toContain(`"${patient.first_name}`);
    // Other movements keep their reasons.
    expect(forCoordinator.find((movement) => movement.kind === 'opening')).toMatchObject({ reason: 'Opening stock' });
  });
});
