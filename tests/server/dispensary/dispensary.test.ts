/**
 * Dispensary (issue 13, design "Dispensary — API"): the queue of completed consultations whose plan prescribes
 * something stocked, dispensing (one transaction: the dispensing, the decrements, the movements), short stock
 * refused with nothing changed, the same item twice, the last unit dispensed concurrently, who may do what, and the
 * dispensings list. Consultations are built through the API (tests/server/helpers/dispensary.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispensaryQueueEntry as DispensaryEntry } from '../../../contracts/generated/types';
import type { MedicationRow } from '../../../server/db/tables/medications';
import { medicationLabel } from '../../../server/features/dispensary/service';
import { createAppointment, createPatient } from '../helpers/clinic';
import { consultationWithPlan, medicationPlan, SPECTACLES_PLAN } from '../helpers/dispensary';
import { bearer, createTestApp, expectErrorShape, tokensFor, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let drops: MedicationRow;
let ointment: MedicationRow;
let tablet: MedicationRow;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['hadmin', 'sysadmin', 'coordinator', 'student', 'lecturer']) tokens[user] = (await tokensFor(t.app, user)).access;
  const byForm = (form: string) => t.testDb.db.selectFrom('medications').selectAll().where('form', '=', form).orderBy('id').executeTakeFirstOrThrow();
  [drops, ointment, tablet] = [await byForm('eye drops'), await byForm('ointment'), await byForm('tablet')];
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, user = 'hadmin') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[user]!) });
const dispense = (appointment: number | string, item: unknown, user = 'hadmin') =>
  t.app.inject({ method: 'POST', url: `/api/dispensary/${appointment}/dispense/`, payload: { item } as object, headers: bearer(tokens[user]!) });
const labelOf = (medication: MedicationRow) => medicationLabel(medication);

const stock = async (sub: string) =>
  t.testDb.db.selectFrom('stock_items').selectAll().where('sub_category', '=', sub).executeTakeFirstOrThrow();
const setStock = (sub: string, quantity: number) => t.testDb.db.updateTable('stock_items').set({ quantity }).where('sub_category', '=', sub).execute();
const count = async (table: 'stock_movements' | 'dispensings') =>
  Number((await t.testDb.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function queue(): Promise<DispensaryEntry[]> {
  const response = await get('/api/dispensary/queue/?page_size=50');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
const inQueue = async (appointment: number) => (await queue()).find((entry) => entry.appointment === appointment);

describe('GET /api/dispensary/queue/', () => {
  it('lists a completed consultation whose plan prescribes a medication, with its items, needs and status', async () => {
    const { appointmentId, patientId } = await consultationWithPlan(
      t.app,
      tokens.student!,
      medicationPlan([
        { id: drops.id, name: drops.name, dosage: '1 drop 4 times daily', eye: 'OD' },
        { id: ointment.id, name: ointment.name },
      ]),
    );
    const entry = await inQueue(appointmentId);
    const eyeDrops = await stock('eye_drops');
    expect(entry).toEqual({
      appointment: appointmentId,
      appointment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      patient: patientId,
      patient_id: expect.stringMatching(/^SL-/),
      patient_name: 'Ama Owusu',
      items: [
        {
          key: `medication:${drops.id}`,
          label: labelOf(drops),
          detail: '1 drop 4 times daily, OD',
          needs: [{ item_id: eyeDrops.id, label: 'Eye Drops', quantity: 1, in_stock: eyeDrops.quantity }],
          status: 'pending',
          dispensed_by_name: null,
          dispensed_at: null,
          prescription: null,
        },
        {
          key: `medication:${ointment.id}`,
          label: labelOf(ointment),
          detail: 'OU',
          needs: [],
          status: 'not_stocked',
          dispensed_by_name: null,
          dispensed_at: null,
          prescription: null,
        },
      ],
    });
  });

  it('lists spectacles as one frame and two lenses, with the prescription per eye as the plan wrote it', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, { ...SPECTACLES_PLAN, od_cyl: '-0.75', od_axis: '90', od_add: '+2.00', os_add: '+2.00' });
    const entry = await inQueue(appointmentId);
    expect(entry!.items).toEqual([
      expect.objectContaining({
        key: 'correction:Spectacles',
        label: 'Spectacles',
        detail: null,
        status: 'pending',
        needs: [
          expect.objectContaining({ label: 'Frames', quantity: 1 }),
          expect.objectContaining({ label: 'Lens', quantity: 2 }),
        ],
        prescription: {
          od: { sph: '+1.25', cyl: '-0.75', axis: '90', add: '+2.00' },
          os: { sph: '-0.50', cyl: null, axis: null, add: '+2.00' },
        },
      }),
    ]);
  });

  it('leaves out a consultation without medication or spectacles, an uncompleted one, and one with only unstocked items', async () => {
    const counselling = await consultationWithPlan(t.app, tokens.student!, { ...medicationPlan([]), medications: false, counselling: true, counselling_details: 'Rest' });
    const open = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]), { complete: false });
    const unstocked = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: ointment.id, name: ointment.name }]));
    const listed = (await queue()).map((entry) => entry.appointment);
    expect(listed).not.toContain(counselling.appointmentId);
    expect(listed).not.toContain(open.appointmentId);
    expect(listed).not.toContain(unstocked.appointmentId);
  });

  it('leaves out consultations older than 90 days, and lists oldest first', async () => {
    const recent = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    const old = new Date();
    old.setDate(old.getDate() - 91);
    const older = new Date();
    older.setDate(older.getDate() - 30);
    const iso = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    const stale = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    await t.testDb.db.updateTable('appointments').set({ appointment_date: iso(old) }).where('id', '=', stale.appointmentId).execute();
    const month = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    await t.testDb.db.updateTable('appointments').set({ appointment_date: iso(older) }).where('id', '=', month.appointmentId).execute();
    const listed = (await queue()).map((entry) => entry.appointment);
    expect(listed).not.toContain(stale.appointmentId);
    expect(listed.indexOf(month.appointmentId)).toBeLessThan(listed.indexOf(recent.appointmentId));
    expect(listed.indexOf(month.appointmentId)).toBeGreaterThanOrEqual(0);
  });

  it('pages, and refuses bad paging', async () => {
    const all = (await get('/api/dispensary/queue/?page_size=50')).json();
    const one = (await get('/api/dispensary/queue/?page=2&page_size=1')).json();
    expect(one.count).toBe(all.count);
    expect(one.results).toEqual(all.results.slice(1, 2));
    for (const query of ['page_size=51', 'page=0', 'page=x', 'other=1']) {
      const response = await get(`/api/dispensary/queue/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(expectErrorShape(response)).toBeNull();
    }
  });

  it('is for hospital and systems administrators only', async () => {
    for (const user of ['hadmin', 'sysadmin']) expect((await get('/api/dispensary/queue/', user)).statusCode, user).toBe(200);
    for (const user of ['coordinator', 'student', 'lecturer']) {
      expect((await get('/api/dispensary/queue/', user)).statusCode, user).toBe(403);
      expect((await get('/api/dispensary/dispensings/', user)).statusCode, user).toBe(403);
    }
  });
});

describe('POST /api/dispensary/{appointment}/dispense/', () => {
  it('decrements stock, records the movement and the dispensing (who, what, to whom), and takes it off the queue', async () => {
    const { appointmentId, patientId } = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    const before = await stock('eye_drops');
    const response = await dispense(String(appointmentId), `medication:${drops.id}`);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      appointment: appointmentId,
      patient: patientId,
      item: `medication:${drops.id}`,
      label: labelOf(drops),
      movements: [{ item_id: before.id, label: 'Eye Drops', change: -1, quantity_after: before.quantity - 1 }],
      dispensed_by_name: 'Abena Owusu',
      dispensed_at: expect.any(String),
    });
    expect((await stock('eye_drops')).quantity).toBe(before.quantity - 1);
    const movement = (await get(`/api/inventory/movements/?item=${before.id}&page_size=1`)).json().results[0];
    expect(movement).toMatchObject({ kind: 'dispensed', change: -1, reason: 'Dispensed to Ama Owusu', actor_name: 'Abena Owusu', patient_name: 'Ama Owusu' });
    const row = await t.testDb.db.selectFrom('dispensings').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ appointment_id: appointmentId, patient_id: patientId, item_key: `medication:${drops.id}`, label: labelOf(drops) });
    expect(await inQueue(appointmentId)).toBeUndefined();
    const listed = (await get('/api/dispensary/dispensings/?page_size=1')).json();
    expect(listed.results[0]).toEqual({
      id: body.id,
      appointment: appointmentId,
      patient: patientId,
      patient_id: expect.stringMatching(/^SL-/),
      patient_name: 'Ama Owusu',
      item: `medication:${drops.id}`,
      label: labelOf(drops),
      dispensed_by_name: 'Abena Owusu',
      dispensed_at: body.dispensed_at,
    });
    expect(listed.count).toBe(await count('dispensings'));
  });

  it('dispenses spectacles as one frame and two lenses, by a systems administrator', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, SPECTACLES_PLAN);
    const [frames, lens] = [await stock('frames'), await stock('lens')];
    const response = await dispense(appointmentId, 'correction:Spectacles', 'sysadmin');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().movements).toEqual([
      { item_id: frames.id, label: 'Frames', change: -1, quantity_after: frames.quantity - 1 },
      { item_id: lens.id, label: 'Lens', change: -2, quantity_after: lens.quantity - 2 },
    ]);
  });

  it('refuses more than is in stock with a clear message, changing nothing', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, SPECTACLES_PLAN);
    await setStock('lens', 1);
    const [frames, movements, dispensings] = [await stock('frames'), await count('stock_movements'), await count('dispensings')];
    const response = await dispense(appointmentId, 'correction:Spectacles');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Not enough Lens in stock: 1 left, 2 needed.' });
    expect((await stock('frames')).quantity).toBe(frames.quantity);
    expect((await stock('lens')).quantity).toBe(1);
    expect(await count('stock_movements')).toBe(movements);
    expect(await count('dispensings')).toBe(dispensings);
    expect((await inQueue(appointmentId))!.items[0]!.status).toBe('pending');
    await setStock('lens', 40);
  });

  it('refuses the same item twice', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: tablet.id, name: tablet.name }]));
    expect((await dispense(appointmentId, `medication:${tablet.id}`)).statusCode).toBe(201);
    const before = await stock('tablets');
    const again = await dispense(appointmentId, `medication:${tablet.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Already dispensed.' });
    expect((await stock('tablets')).quantity).toBe(before.quantity);
  });

  it('dispenses the last unit once when two requests race: one 201, one 409, never below zero', async () => {
    const plan = medicationPlan([{ id: drops.id, name: drops.name }]);
    const first = await consultationWithPlan(t.app, tokens.student!, plan);
    const second = await consultationWithPlan(t.app, tokens.student!, plan);
    await setStock('eye_drops', 1);
    const [movements, dispensings] = [await count('stock_movements'), await count('dispensings')];
    const answers = await Promise.all([dispense(first.appointmentId, `medication:${drops.id}`), dispense(second.appointmentId, `medication:${drops.id}`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ detail: 'Not enough Eye Drops in stock: 0 left, 1 needed.' });
    expect((await stock('eye_drops')).quantity).toBe(0);
    expect(await count('stock_movements')).toBe(movements + 1);
    expect(await count('dispensings')).toBe(dispensings + 1);
    await setStock('eye_drops', 40);
  });

  it('dispenses one item once when the same request is sent twice at once', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    const before = await stock('eye_drops');
    const answers = await Promise.all([dispense(appointmentId, `medication:${drops.id}`), dispense(appointmentId, `medication:${drops.id}`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ detail: 'Already dispensed.' });
    expect((await stock('eye_drops')).quantity).toBe(before.quantity - 1);
  });

  it('refuses unknown, uncompleted and unstocked items, unknown appointments and bad input', async () => {
    const open = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]), { complete: false });
    const done = await consultationWithPlan(
      t.app,
      tokens.student!,
      medicationPlan([
        { id: drops.id, name: drops.name },
        { id: ointment.id, name: ointment.name },
      ]),
    );
    const [movements, dispensings] = [await count('stock_movements'), await count('dispensings')];
    const expectAnswer = async (response: Awaited<ReturnType<typeof dispense>>, status: number, body?: unknown) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(expectErrorShape(response)).toBeNull();
      if (body !== undefined) expect(response.json()).toEqual(body);
    };
    await expectAnswer(await dispense(open.appointmentId, `medication:${drops.id}`), 409, { detail: 'Only a completed consultation can be dispensed.' });
    await expectAnswer(await dispense(done.appointmentId, 'medication:999999'), 400, { item: ['Not an item of this management plan.'] });
    await expectAnswer(await dispense(done.appointmentId, 'correction:Spectacles'), 400, { item: ['Not an item of this management plan.'] });
    await expectAnswer(await dispense(done.appointmentId, `medication:${ointment.id}`), 409, { detail: `${labelOf(ointment)} is not stocked by the clinic.` });
    await expectAnswer(await dispense(999999, `medication:${drops.id}`), 404, { detail: 'Not found.' });
    await expectAnswer(await dispense('abc', `medication:${drops.id}`), 400);
    await expectAnswer(await dispense(done.appointmentId, 5), 400);
    await expectAnswer(await dispense(done.appointmentId, ''), 400);
    await expectAnswer(await dispense(done.appointmentId, 'x'.repeat(65)), 400);
    const extra = await t.app.inject({
      method: 'POST',
      url: `/api/dispensary/${done.appointmentId}/dispense/`,
      payload: { item: `medication:${drops.id}`, quantity: 5 },
      headers: bearer(tokens.hadmin!),
    });
    await expectAnswer(extra, 400);
    const patient = await createPatient(t.app);
    const noPlan = await createAppointment(t.app, patient.id, { status: 'Completed' });
    await expectAnswer(await dispense(noPlan, `medication:${drops.id}`), 400, { item: ['Not an item of this management plan.'] });
    expect(await count('stock_movements')).toBe(movements);
    expect(await count('dispensings')).toBe(dispensings);
  });

  it('is for hospital and systems administrators only', async () => {
    const { appointmentId } = await consultationWithPlan(t.app, tokens.student!, medicationPlan([{ id: drops.id, name: drops.name }]));
    for (const user of ['coordinator', 'student', 'lecturer']) {
      const response = await dispense(appointmentId, `medication:${drops.id}`, user);
      expect(response.statusCode, user).toBe(403);
    }
    expect((await inQueue(appointmentId))!.items[0]!.status).toBe('pending');
  });
});

describe('dispensary item names', () => {
  it('names a medication once: strength and form only where its name does not already say them', () => {
    expect(medicationLabel({ name: 'Chloramphenicol 0.5% eye drops', strength: '0.5%', form: 'eye drops' })).toBe('Chloramphenicol 0.5% eye drops');
    expect(medicationLabel({ name: 'Timolol', strength: '0.5%', form: 'eye drops' })).toBe('Timolol 0.5% eye drops');
    expect(medicationLabel({ name: 'Acetazolamide 250 mg', strength: '250 mg', form: 'tablet' })).toBe('Acetazolamide 250 mg tablet');
    expect(medicationLabel({ name: 'Lubricant', strength: '', form: 'ointment' })).toBe('Lubricant ointment');
  });
});
