import { describe, expect, it } from 'vitest';
import { absentRequestAdapter, type AbsentRequestForm } from '../../../../src/api/adapters/absent-request';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('absent-request');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('absent-request adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['absent-request']).toBe(absentRequestAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = absentRequestAdapter.fromResponse(wire(absentRequestAdapter.toPayload(fixture as AbsentRequestForm, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {from_date, to_date, reason}', () => {
    const payload = absentRequestAdapter.toPayload(files.validFixtures['valid-basic'] as AbsentRequestForm, { appointmentId: 3 });
    expect(payload).toEqual({ from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' });
    expect(absentRequestAdapter.toPayload({}, {})).toEqual({ from_date: null, to_date: null, reason: null });
  });

  it('sends blank fields as null, which reads back as missing (the schema answers "This field is required.")', () => {
    const payload = absentRequestAdapter.toPayload({ from_date: '', to_date: '2026-12-03', reason: '  ' }, {});
    expect(payload).toEqual({ from_date: null, to_date: '2026-12-03', reason: null });
    const back = absentRequestAdapter.fromResponse(wire(payload));
    expect(back).toEqual({ to_date: '2026-12-03' });
    expect(validate(back)).toBe(false);
  });

  it('carries a property added to a copy of the schema with no code change, and reads it back', () => {
    const schema = structuredClone(files.schema) as { properties: Record<string, unknown> };
    schema.properties.contact_number = { type: 'string', maxLength: 20, title: 'Contact number' };
    const form = { ...(files.validFixtures['valid-basic'] as AbsentRequestForm), contact_number: '0244000000' };
    const payload = absentRequestAdapter.toPayload(form, { schema });
    expect(payload).toMatchObject({ contact_number: '0244000000', reason: 'Conference' });
    expect(absentRequestAdapter.fromResponse(wire(payload))).toEqual(form);
    // The shipped schema has no such property: nothing extra is sent.
    expect(absentRequestAdapter.toPayload(form, {})).not.toHaveProperty('contact_number');
  });

  it('reads a listed request without the members the server sets (id, status, who actioned it and when)', () => {
    const listed = {
      id: 4,
      from_date: '2026-12-01',
      to_date: '2026-12-03',
      reason: 'Conference',
      status: 'approved',
      requester: { id: 5, name: 'Efua Boateng', role: 'student' },
      requested_at: '2026-11-20T09:00:00.000Z',
      actioned_by: 'Kwame Asante',
      actioned_by_id: 3,
      actioned_at: '2026-11-21T09:00:00.000Z',
      can_action: false,
    };
    const back = absentRequestAdapter.fromResponse(listed);
    expect(back).toEqual({ from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference' });
    expect(validate(back)).toBe(true);
  });

  it('keeps unknown keys, so that validation still refuses them', () => {
    const back = absentRequestAdapter.fromResponse({ from_date: '2026-12-01', to_date: '2026-12-03', reason: 'x', approver: 3 });
    expect(back).toMatchObject({ approver: 3 });
    expect(validate(back)).toBe(false);
  });

  it.each([null, undefined, 'text', 12, [], { from_date: 5 }])('never throws on junk: %j', (junk) => {
    expect(() => absentRequestAdapter.fromResponse(junk)).not.toThrow();
    expect(validate(absentRequestAdapter.fromResponse(junk))).toBe(false);
    expect(() => absentRequestAdapter.toPayload(junk as unknown as AbsentRequestForm, {})).not.toThrow();
  });
});
