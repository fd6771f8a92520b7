// Issue 13, Done-when 3, in Chromium against the built app: the hospital administrator adds 10 eye drops through the
// Add dialog and the counters move; a completed consultation whose management prescribes an eye-drops medication
// appears in the dispensary; dispensing it takes one from the stock; dispensing more than is in stock is refused
// and changes nothing. The consultations are recorded through the API (diagnosis, management, completion); the
// Suspension line is emptied by dispensing through the API, the refusal itself is seen on screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import spheresOnly from '../../../schemas/refraction/fixtures/valid-spheres-only.json';
import { NO_MANAGEMENT_OPTION } from '../../fixtures/management-plan';
import { appointmentTodayFor, type ApiPatient } from '../support/api-seed';
import { blockingViolations, expectNone } from '../a11y/axe';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';
import { apiAs } from '../support/teaching';
import { adapters } from '../../../src/api/adapters';

const TIMEOUT = 180_000;
const WAIT = { timeout: 15_000 };

interface Medication {
  id: number;
  name: string;
  form: string;
}

interface QueueAnswer {
  results: { appointment: number; patient_name: string; items: { key: string; label: string; status: string }[] }[];
  count: number;
}

const env = startAppAndBrowser();

/** A consultation `student` records and completes through the API, its management plan prescribing `medications`. */
async function consultationPrescribing(patient: ApiPatient, medications: readonly Medication[]): Promise<number> {
  const base = env.app.baseUrl;
  const appointment = await appointmentTodayFor(base, patient);
  const plan = {
    ...NO_MANAGEMENT_OPTION,
    medications: true,
    prescribed_medications: medications.map((m) => ({ id: m.id, name: m.name, dosage: 'Twice daily', eye: 'OU' })),
  };
  const saves = [
    await apiAs(base, 'student', 'POST', `/tests/api/refraction/${appointment}/`, adapters.refraction!.toPayload(spheresOnly as never, { appointmentId: appointment })),
    await apiAs(base, 'student', 'POST', `/diagnosis/${appointment}/create/`, { appointment, differential_diagnosis: 'Conjunctivitis', final_diagnoses: [] }),
    await apiAs(base, 'student', 'POST', `/management/${appointment}/`, plan),
    await apiAs(base, 'student', 'PATCH', `/clients/api/${appointment}/complete/`, {}),
  ];
  expect(saves.map((save) => save.status), JSON.stringify(saves.map((save) => save.body))).toEqual([201, 201, 201, 200]);
  return appointment;
}

/** Opens /inventory from the dashboard's link. */
async function openInventory(page: Page) {
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('navigation', { name: 'Clinic operations' }).getByRole('link', { name: 'Inventory' }).click();
  await page.getByRole('list', { name: 'Inventory summary' }).waitFor(WAIT);
}

/** The figures /inventory shows: each category's total and each line's quantity, by label. */
async function readFigures(page: Page): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const card of await page.getByRole('list', { name: 'Inventory summary' }).getByRole('listitem').all()) {
    const label = (await card.locator('.stat-label').textContent()) ?? '';
    out[label] = Number(await card.locator('.stat-value').textContent());
    for (const line of ((await card.locator('.stat-detail').first().textContent()) ?? '').split(' · ')) {
      const match = /^(.+) (\d+)$/.exec(line.trim());
      if (match) out[match[1]!] = Number(match[2]);
    }
  }
  return out;
}

/**
 * Opens /inventory from the dashboard (in the app, no page load) and waits for its figures to match `expected`: the
 * screen reads the stock afresh when it opens, including changes made outside this browser.
 */
async function figuresOnScreen(page: Page, expected: Record<string, number>): Promise<Record<string, number>> {
  await openInventory(page);
  await expect.poll(() => readFigures(page), WAIT).toMatchObject(expected);
  return readFigures(page);
}

/** The row of a stock line in the tab of its category. */
async function stockRow(page: Page, tab: string, label: string) {
  await page.getByRole('tab', { name: tab }).click();
  return page.getByRole('table', { name: `${tab} stock` }).getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
}

describe('inventory and dispensary (issue 13)', () => {
  it(
    'hospital administrator adds 10 eye drops, dispenses a prescribed eye-drops medication, and is refused when stock is short',
    async () => {
      const base = env.app.baseUrl;
      // axe-core is injected into the page: this context bypasses the page's CSP for it.
      const page = await env.newPage(undefined, { bypassCSP: true });
      const violations: string[] = [];
      await loginThroughForm(page, base, 'hadmin');

      // 1. Add 10 eye drops through the Add dialog: the counters move.
      await openInventory(page);
      const before = await readFigures(page);
      expect(before['Eye Drops']).toBeGreaterThan(0);
      await (await stockRow(page, 'Medication', 'Eye Drops')).getByRole('button', { name: 'Add Eye Drops' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
      await expect.poll(() => dialog.getByLabel('Main Category').inputValue()).toBe('Medication');
      expect(await dialog.getByLabel('Sub Category').inputValue()).toBe('Eye Drops');
      expect(await dialog.getByLabel('Sub Category').getAttribute('readonly')).not.toBeNull();
      violations.push(...(await blockingViolations(page, 'Add Inventory Item dialog')));
      await dialog.getByRole('spinbutton', { name: /Quantity/ }).fill('10');
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Delivery from the supplier');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('10 Eye Drops added.').waitFor(WAIT);
      await dialog.waitFor({ state: 'hidden' });
      const summary = page.getByRole('list', { name: 'Inventory summary' });
      await expect.poll(() => summary.getByRole('listitem').first().locator('.stat-value').textContent(), WAIT).toBe(String(before.Medication! + 10));
      const added = await figuresOnScreen(page, { 'Eye Drops': before['Eye Drops']! + 10, Medication: before.Medication! + 10, Optics: before.Optics! });
      const movements = page.getByRole('table', { name: 'Recent movements' });
      const addition = movements.getByRole('row').filter({ hasText: 'Delivery from the supplier' });
      await addition.waitFor(WAIT);
      expect(await addition.innerText()).toMatch(/Eye Drops[\s\S]*Added[\s\S]*\+10[\s\S]*Delivery from the supplier/);

      // 2. A completed consultation prescribing an eye-drops medication is in the dispensary.
      const medications = (await apiAs<Medication[]>(base, 'hadmin', 'GET', '/pharmacy/medications/')).body;
      const drops = medications.find((m) => m.form === 'eye drops')!;
      await consultationPrescribing({ first: 'Efua', last: 'Dropsy', phone: '0244100201' }, [drops]);
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByRole('navigation', { name: 'Clinic operations' }).getByRole('link', { name: 'Dispensary' }).click();
      const queue = page.getByRole('list', { name: 'Dispensary queue' });
      const entry = queue.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Efua Dropsy/ }) });
      await entry.waitFor(WAIT);
      const dropsButton = page.getByRole('button', { name: /^Dispense .+ to Efua Dropsy$/ });
      const dispenseDrops = entry.locator(dropsButton);
      const row = entry.getByRole('row').filter({ has: dropsButton });
      expect(await row.innerText()).toContain(`1 Eye Drops (${added['Eye Drops']} in stock)`);

      // 3. Dispensing it, after confirming, takes one eye drops from the stock.
      violations.push(...(await blockingViolations(page, 'dispensary queue')));
      await dispenseDrops.click();
      const confirm = page.getByRole('dialog', { name: 'Dispense' });
      await confirm.getByRole('button', { name: 'Confirm' }).waitFor();
      violations.push(...(await blockingViolations(page, 'Dispense confirmation')));
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(/ dispensed to Efua Dropsy\.$/).waitFor(WAIT);
      await expect.poll(() => entry.count(), WAIT).toBe(0);
      await page.getByRole('tab', { name: 'Dispensed' }).click();
      await page.getByRole('table', { name: 'Dispensed' }).getByRole('row').filter({ hasText: 'Efua Dropsy' }).waitFor(WAIT);
      const dispensed = await figuresOnScreen(page, { 'Eye Drops': added['Eye Drops']! - 1, Medication: added.Medication! - 1 });

      // 4. Empty the Suspension line: consultations prescribing every suspension, dispensed through the API until none is left.
      const suspensions = medications.filter((m) => m.form === 'suspension');
      const stock = dispensed.Suspension!;
      const consultations: number[] = [];
      for (let n = 0; consultations.length * suspensions.length <= stock; n += 1) {
        consultations.push(await consultationPrescribing({ first: 'Yaw', last: `Suspension${'abcdefgh'[n]}`, phone: `024420030${n}` }, suspensions));
      }
      let left = stock;
      for (const appointment of consultations) {
        for (const medication of suspensions) {
          if (left === 0) break;
          const answer = await apiAs(base, 'hadmin', 'POST', `/dispensary/${appointment}/dispense/`, { item: `medication:${medication.id}` });
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          left -= 1;
        }
      }
      const emptied = await figuresOnScreen(page, { Suspension: 0, Medication: dispensed.Medication! - stock });
      expect(await (await stockRow(page, 'Medication', 'Suspension')).innerText()).toContain('Low stock');

      // 5. Dispensing one more on screen is refused with the server's words; nothing changes.
      const queueAnswer = (await apiAs<QueueAnswer>(base, 'hadmin', 'GET', '/dispensary/queue/?page_size=50')).body;
      const last = queueAnswer.results.find((r) => r.appointment === consultations.at(-1))!;
      const pending = last.items.find((item) => item.status === 'pending')!;
      const dispensingsBefore = (await apiAs<{ count: number }>(base, 'hadmin', 'GET', '/dispensary/dispensings/')).body.count;
      const stockBefore = (await apiAs(base, 'hadmin', 'GET', '/inventory/items/')).body;
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.getByRole('navigation', { name: 'Clinic operations' }).getByRole('link', { name: 'Dispensary' }).click();
      const refusedButton = page.getByRole('button', { name: `Dispense ${pending.label} to ${last.patient_name}`, exact: true });
      await refusedButton.waitFor(WAIT);
      await refusedButton.click();
      await page.getByRole('dialog', { name: 'Dispense' }).getByRole('button', { name: 'Confirm' }).click();
      await page.locator('.p-toast-message-error').getByText('Not enough Suspension in stock: 0 left, 1 needed.').waitFor(WAIT);
      expect(await refusedButton.isVisible()).toBe(true);
      expect((await apiAs<{ count: number }>(base, 'hadmin', 'GET', '/dispensary/dispensings/')).body.count).toBe(dispensingsBefore);
      expect((await apiAs(base, 'hadmin', 'GET', '/inventory/items/')).body).toEqual(stockBefore);
      await figuresOnScreen(page, emptied);
      expectNone(violations);
    },
    TIMEOUT,
  );
});
