import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { description } from '../support/accessible';

/** A patient as the New Patient form asks for it. */
export interface NewPatient {
  first: string;
  last: string;
  phone: string;
}

/** Opens New Patient from the top bar (or its address) and chooses the clinic in the modal. */
export async function openNewPatient(page: Page, baseUrl: string, via: 'button' | 'address', clinic = 'Old Site') {
  if (via === 'button') await page.getByRole('button', { name: 'Add New Patient' }).click();
  else await page.goto(`${baseUrl}/register-patient`);
  const dialog = page.getByRole('dialog', { name: 'Choose the clinic in which you are attending to this patient' });
  await dialog.getByRole('radio', { name: clinic }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'New Patient' }).waitFor();
  await page.getByRole('textbox', { name: 'First name' }).waitFor();
}

/** Fills every required field of the form as a person would. */
export async function fillRegistration(page: Page, patient: NewPatient) {
  await page.getByRole('textbox', { name: 'First name' }).fill(patient.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(patient.last);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('combobox', { name: 'Occupation category' }).selectOption({ label: 'Education & Training' });
  await page.getByRole('textbox', { name: 'Occupation' }).fill('Teacher');
  await page.getByRole('textbox', { name: 'Address' }).fill('P.O. Box 12, Cape Coast');
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Central' });
  await page.getByRole('textbox', { name: 'Landmark' }).fill('Near the market');
  await page.getByRole('textbox', { name: 'Hometown' }).fill('Elmina');
  await page.getByRole('textbox', { name: 'Primary phone' }).fill(patient.phone);
  await page.getByRole('textbox', { name: 'Emergency contact name' }).fill('Kofi Mensah');
  await page.getByRole('textbox', { name: 'Emergency contact number' }).fill('0201234567');
}

/** `message` shows under `control` (and is announced with it). */
export async function expectMessageAt(control: Locator, message: string) {
  await expect.poll(() => description(control), { timeout: 5000 }).toContain(message);
}
