import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { patientRegistrationAdapter, type PatientRegistrationForm } from '../../../../src/api/adapters/patient-registration';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';
import { fromWire } from '../../../../src/engine/core/wire-transform';

const files = loadFormFiles('patient-registration');
const validate = createAjv().compile(files.schema);

describe('patient-registration adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['patient-registration']).toBe(patientRegistrationAdapter);
  });

  /** The form data with its blank texts absent: the wire transform's "not filled in" (docs/forms.md). */
  const filledIn = (data: object) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));

  it.each(Object.entries(files.validFixtures))('round-trips %s (a blank text as not filled in)', (_name, fixture) => {
    const payload = patientRegistrationAdapter.toPayload(fixture as PatientRegistrationForm, {});
    const back = patientRegistrationAdapter.fromResponse(JSON.parse(JSON.stringify(payload)));
    expect(back).toEqual(filledIn(fixture as object));
    expect(validate(back)).toBe(true);
  });

  it('sends the form data, and confirm_save only after the duplicate-phone confirmation (the schema\'s x-wire flags)', () => {
    const fixture = files.validFixtures['valid-full'] as PatientRegistrationForm;
    const payload = patientRegistrationAdapter.toPayload(fixture, {});
    expect(payload).toMatchObject(fixture);
    expect(payload).not.toHaveProperty('confirm_save');
    const confirmed = patientRegistrationAdapter.toPayload(fixture, { confirmSave: true });
    expect(confirmed).toEqual({ ...payload, confirm_save: true });
    expect(patientRegistrationAdapter.fromResponse(confirmed)).toEqual(fixture);
  });

  it('sends every property of the schema, a field not filled in as null', () => {
    const payload = patientRegistrationAdapter.toPayload({ first_name: 'Ama', otherNames: undefined }, { confirmSave: false });
    expect(Object.keys(payload).sort()).toEqual(Object.keys(files.schema.properties as object).sort());
    expect(payload).toMatchObject({ first_name: 'Ama', otherNames: null, last_name: null });
  });

  it('reads a patient answer back: read names renamed, read-only fields and nulls dropped', () => {
    const back = patientRegistrationAdapter.fromResponse({
      id: 12,
      patient_id: 'PT-0012',
      first_name: 'Ama',
      last_name: 'Owusu',
      clinic: 'New Site',
      primary_phone: '0241234567',
      alternate_phone: null,
      age: 35,
      gender: 'Female',
      dob: '1990-04-12',
      id_type: 'Ghana Card',
      id_number: 'GHA-000000000-0',
      address: 'H/No. 12, Ring Road',
      landmark: 'Near the Methodist church',
      region: 'Ashanti',
      emergency_contact_name: 'Kofi Owusu',
      emergency_contact_number: '0209876543',
      insurance_type: 'Health',
      insurance_provider: 'NHIS',
      insurance_number: 'NHIS-1',
      date_of_first_visit: '2025-01-15',
      registration_date: '2025-01-15',
    });
    expect(back).toEqual({
      first_name: 'Ama',
      last_name: 'Owusu',
      clinic: 'New Site',
      primary_phone: '0241234567',
      gender: 'Female',
      dob: '1990-04-12',
      address: 'H/No. 12, Ring Road',
      landmark: 'Near the Methodist church',
      region: 'Ashanti',
      emergency_contact_name: 'Kofi Owusu',
      emergency_contact_number: '0209876543',
      hospitalId: 'GHA-000000000-0',
      healthInsuranceProvider: 'NHIS',
      healthInsuranceNumber: 'NHIS-1',
      dateOfFirstVisit: '2025-01-15',
    });
  });

  it('prefers the creation names when a body has both', () => {
    expect(
      patientRegistrationAdapter.fromResponse({ healthInsuranceProvider: 'Private', insurance_provider: 'NHIS', insurance_number: 'A1' }),
    ).toEqual({ healthInsuranceProvider: 'Private', healthInsuranceNumber: 'A1' });
  });

  it("reads an answer into the form's properties only, keeping odd values so that validation refuses them", () => {
    const back = patientRegistrationAdapter.fromResponse({ first_name: 7, nickname: 'Ams' });
    expect(back).toEqual({ first_name: 7 });
    expect(validate(back)).toBe(false);
  });

  it('takes the properties and read names of the schema it is given (a copy with one more property)', () => {
    const schema = structuredClone(files.schema) as { properties: Record<string, unknown> };
    schema.properties.nickname = { type: 'string', title: 'Nickname', 'x-read-name': 'nick' };
    expect(patientRegistrationAdapter.fromResponse({ nick: 'Ams', age: 35, first_name: 'Ama' }, { schema })).toEqual({
      nickname: 'Ams',
      first_name: 'Ama',
    });
    expect(patientRegistrationAdapter.fromResponse({ nick: 'Ams' })).toEqual({});
  });

  it('reads a body sent under the read names (the server\'s reading) and keeps every other key, so that validation still refuses them', () => {
    const named = fromWire(files.schema, { first_name: 'Ama', insurance_provider: 'NHIS', nickname: 'Ams', residence: null }, { names: true });
    expect(named).toEqual({ first_name: 'Ama', healthInsuranceProvider: 'NHIS', nickname: 'Ams' });
    expect(fromWire(files.schema, { healthInsuranceProvider: 'Private', insurance_provider: 'NHIS' }, { names: true })).toEqual({
      healthInsuranceProvider: 'Private',
    });
    expect(fromWire(files.schema, [1], { names: true })).toEqual([1]);
  });

  it.each([null, undefined, 1, 'text', [], [{ first_name: 'Ama' }]])('does not throw on %j and returns it as it came', (junk) => {
    expect(() => patientRegistrationAdapter.fromResponse(junk)).not.toThrow();
    expect(patientRegistrationAdapter.fromResponse(junk)).toEqual(junk);
  });
});
