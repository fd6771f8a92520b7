import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DEFAULT_VIEWPORT, startAppAndBrowser } from '../support/e2e-env';
import { accessTokenOf } from '../support/api-seed';
import { loginThroughForm } from '../support/session';

const ALL = ['Dashboard', 'Patients', 'Appointments', 'Clinic Schedule'];
// Spec platform.md §2.2, in sidebar order, then Inventory and Dispensary for the roles that read them, and the
// systems administrator's accounts and audit trail (issue 23).
const SIDEBAR: Record<string, string[]> = {
  sysadmin: [...ALL, 'Inventory', 'Dispensary', 'Users', 'Audit Log'],
  hadmin: [...ALL, 'Inventory', 'Dispensary'],
  coordinator: [...ALL, 'Inventory'],
  lecturer: ['Dashboard', 'Patients', 'Appointments', 'Pending Reviews', 'Clinic Schedule', 'Absent Request', 'Reports', 'Rubrics'],
  student: ['Dashboard', 'Patients', 'Appointments', 'My Portal', 'Case Reviews', 'Clinic Schedule', 'Absent Request', 'Reports'],
};

const env = startAppAndBrowser();

async function firstNameOf(username: string): Promise<string> {
  const access = await accessTokenOf(env.app.baseUrl, username);
  const me = await fetch(`${env.app.baseUrl}/api/auth/auth/users/me/`, { headers: { authorization: `Bearer ${access}` } });
  return ((await me.json()) as { first_name: string }).first_name;
}

describe('login and role-filtered layout', () => {
  it.each(Object.keys(SIDEBAR))('%s sees exactly its sidebar entries and is greeted by first name', async (username) => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await loginThroughForm(page, env.app.baseUrl, username);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    const labels = (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s*(\d+|--)\s*$/, '').trim());
    expect(labels).toEqual(SIDEBAR[username]);

    const firstName = await firstNameOf(username);
    expect(firstName.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(new RegExp(`^Good (Morning|Afternoon|Evening), ${firstName}$`)).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Add New Patient' }).count()).toBe(username === 'hadmin' ? 1 : 0);
  });

  it('blank fields show the required message and send nothing', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/jwt/create/')) loginCalls.push(request.url());
    });
    await page.goto(`${env.app.baseUrl}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Patient Information Management System' }).count()).toBe(1);
    await page.getByLabel('Username').fill('   ');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Username and password are required.' }).count()).toBeGreaterThan(0);
    expect(loginCalls).toEqual([]);
    expect(page.url()).toBe(`${env.app.baseUrl}/login`);
  });

  it('a wrong password shows the server detail text', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await page.goto(`${env.app.baseUrl}/login`);
    await page.getByLabel('Username').fill('student');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }).count())
      .toBeGreaterThan(0);
    expect(page.url()).toBe(`${env.app.baseUrl}/login`);
  });

  it('the password toggle shows and hides the password', async () => {
    const page = await env.newPage(PLAYWRIGHT_DEFAULT_VIEWPORT);
    await page.goto(`${env.app.baseUrl}/login`);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });
});
