import { describe, expect, it } from 'vitest';
import { accessTokenOf, createPatientByApi } from '../support/api-seed';
import { startAppAndBrowser } from '../support/e2e-env';
import { loginThroughForm } from '../support/session';

const env = startAppAndBrowser();

/** The server's local date (the clinic's today), as the booking expects it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** hadmin registers a patient and books them for today; answers the appointment id. */
async function bookedAppointment(): Promise<number> {
  const base = env.app.baseUrl;
  const access = await accessTokenOf(base, 'hadmin');
  const patient = await createPatientByApi(base, access, { first: 'Efua', last: 'Tonometry', phone: '0245550123' });
  const response = await fetch(`${base}/api/clients/api/appointments/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ patient, appointment_date: today(), appointment_type: 'New', status: 'Scheduled' }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`booking answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { id: number }).id;
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
