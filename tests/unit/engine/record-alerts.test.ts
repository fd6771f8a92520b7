import { describe, expect, it } from 'vitest';
import { form } from 'virtual:form/oculo-medical-history';
import { recordAlerts } from '../../../src/engine/core/record-alerts';
import { createAjv } from '../../../src/engine/core/create-ajv';

describe('record alerts (x-alert in the schema)', () => {
  it("the Oculo-Medical History's allergies are an alert, by the names of their entries", () => {
    const data = { allergy_entries: [{ name: 'Penicillin', notes: 'Rash' }, { name: 'Latex' }], drug_entries: [{ name: 'Timolol' }] };
    expect(recordAlerts(form.schema, data)).toEqual([{ label: 'Allergies', names: ['Penicillin', 'Latex'] }]);
  });

  it('no alert for no allergies, or for NKDA (any case) alone', () => {
    expect(recordAlerts(form.schema, { allergy_entries: [] })).toEqual([]);
    expect(recordAlerts(form.schema, {})).toEqual([]);
    expect(recordAlerts(form.schema, { allergy_entries: [{ name: 'NKDA' }] })).toEqual([]);
    expect(recordAlerts(form.schema, { allergy_entries: [{ name: 'nkda' }, { name: ' ' }] })).toEqual([]);
  });

  it('any list annotated is an alert; items may be names themselves', () => {
    const schema = { type: 'object', properties: { alerts: { type: 'array', 'x-alert': { label: 'Alerts' } } } };
    expect(recordAlerts(schema, { alerts: ['Needs an interpreter', 'Needs an interpreter'] })).toEqual([{ label: 'Alerts', names: ['Needs an interpreter'] }]);
  });

  it('a misspelt annotation is refused when the schema is compiled', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'array', 'x-alert': { lable: 'Allergies' } })).toThrow();
  });
});
