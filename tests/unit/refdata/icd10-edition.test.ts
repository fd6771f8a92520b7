/**
 * The diagnosis code list is one edition, ICD-10-CM (refdata/SOURCES.md): no code or title of the WHO ICD-10 that
 * ICD-10-CM does not have. H25.0 next to H25.01 is not a second edition: H25.0 'Age-related incipient cataract' is the
 * ICD-10-CM sub-category of H25.01 'Cortical age-related cataract' (docs/decisions.md "One ICD edition").
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import icd10 from '../../../refdata/icd10-eye.json';

const codes = icd10.map((entry) => entry.icd_code);
const sources = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../refdata/SOURCES.md'), 'utf8');
const billable = /Billable entries in the file: (.+)/.exec(sources)![1]!.split(',').map((code) => code.trim());
const hasChildren = (code: string) => codes.some((other) => other !== code && other.startsWith(code));

/** WHO ICD-10 categories and codes ICD-10-CM does not have (CM moved them or uses laterality sub-codes instead). */
const WHO_ONLY = [/^H03/, /^H06/, /^H13\.\d/, /^H19/, /^H22\.\d/, /^H28\.\d/, /^H32\.\d/, /^H36\.0/, /^H42\.\d/, /^H45/, /^H48/, /^H58/];

describe('refdata/icd10-eye.json: one edition, ICD-10-CM', () => {
  it('holds each code once, in the ICD-10-CM code format', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-TV-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/);
  });

  it('has no WHO ICD-10 code or title that ICD-10-CM lacks', () => {
    expect(codes.filter((code) => WHO_ONLY.some((pattern) => pattern.test(code)))).toEqual([]);
    // WHO ICD-10 says 'Senile cataract' (H25); ICD-10-CM says 'Age-related'.
    expect(icd10.filter((entry) => /\bsenile\b/i.test(entry.diagnosis) && entry.icd_code.startsWith('H25'))).toEqual([]);
    expect(icd10.find((entry) => entry.icd_code === 'H25.0')?.diagnosis).toBe('Age-related incipient cataract');
  });

  it('lists as billable exactly the ICD-10-CM codes without a sub-code in the list; the others are their categories', () => {
    expect(billable.length).toBeGreaterThan(100);
    for (const code of billable) {
      expect(codes).toContain(code);
      expect(hasChildren(code), `${code} is billable, so it has no sub-code`).toBe(false);
    }
    // Every chapter VII code comes with its three-character category (H25 → H25.0 → H25.01).
    for (const code of codes.filter((c) => c.startsWith('H') && c.includes('.'))) expect(codes).toContain(code.slice(0, 3));
  });
});
