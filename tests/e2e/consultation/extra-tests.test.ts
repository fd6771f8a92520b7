import { describe, expect, it } from 'vitest';
import { accessTokenOf, appointmentTodayFor } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** hadmin registers a patient and books them for today; answers the appointment id. */
async function bookedAppointment(): Promise<number> {
  return appointmentTodayFor(env.app.baseUrl, { first: 'Efua', last: 'Tonometry', phone: '0245550123' });
}

describe('Extra tests (as student)', () => {
  it('uploads a PNG for OCT, saves a tonometry test without a file, lists both and opens the file', async () => {
    const appointmentId = await bookedAppointment();
    const page = await env.newPage();
    await loginThroughForm(page, env.app.baseUrl, 'student');
    await page.goto(`${env.app.baseUrl}/extra-tests/${appointmentId}`);
    await page.getByText('No extra tests found.').waitFor();

    const name = page.getByRole('combobox', { name: 'Test name' });
    await name.selectOption({ label: 'OCT' });
    await page.getByLabel('File (image or PDF)').setInputFiles({ name: 'oct-scan.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('oct-scan.png').waitFor();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Macula flat');
    await page.getByRole('button', { name: 'Add Test' }).click();
    const list = page.getByRole('list', { name: 'Saved extra tests' });
    await list.getByRole('listitem', { name: '1. OCT' }).waitFor();

    await name.selectOption({ label: 'Tonometry' });
    await page.getByRole('radio', { name: 'Applanation' }).check();
    await page.getByRole('spinbutton', { name: 'IOP OD (mmHg)' }).fill('14');
    await page.getByRole('spinbutton', { name: 'IOP OS (mmHg)' }).fill('16');
    await page.getByRole('button', { name: 'Add Test' }).click();
    await list.getByRole('listitem', { name: '2. Tonometry' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => name.inputValue()).toBe('');

    const popup = page.context().waitForEvent('page');
    await list.getByRole('listitem', { name: '1. OCT' }).getByRole('button', { name: 'Open Attached file' }).click();
    const opened = await popup;
    expect(opened.url()).toMatch(/^blob:/);

    // The server holds both: the OCT with its file, the tonometry test without one.
    const access = await accessTokenOf(env.app.baseUrl, 'student');
    const saved = (await (
      await fetch(`${env.app.baseUrl}/api/tests/extra-tests/${appointmentId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { name: string; file: string | null; iop_od: number | null }[];
    expect(saved.map((test) => [test.name, test.file !== null, test.iop_od])).toEqual([
      ['OCT', true, null],
      ['Tonometry', false, 14],
    ]);
  });
});
