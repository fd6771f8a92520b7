/** The absent request travels by the wire transform over its schema alone (no adapter module of its own). */
import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { schemaAdapter } from '../../../../src/api/adapters/schema-adapter';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';
import { readBody } from './support/wire-body';

const files = loadFormFiles('absent-request');
const validate = createAjv().compile(files.schema);
const adapter = adapters['absent-request']!;
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const LISTED = {
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

describe('absent-request on the wire', () => {
  it.each(Object.entries(files.validFixtures))('round-trips %s (browser payload, read as the server reads it)', (_name, fixture) => {
    const back = readBody('absent-request', wire(adapter.toPayload(fixture, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {from_date, to_date, reason}, the reason trimmed, blank fields as null', () => {
    expect(adapter.toPayload({ from_date: '2026-12-01', to_date: '2026-12-03', reason: '  Conference ' }, { appointmentId: 3 })).toEqual({
      from_date: '2026-12-01',
      to_date: '2026-12-03',
      reason: 'Conference',
    });
    expect(adapter.toPayload({}, {})).toEqual({ from_date: null, to_date: null, reason: null });
  });

  it('reads blank fields back as missing (the schema answers "This field is required.")', () => {
    const back = readBody('absent-request', wire(adapter.toPayload({ from_date: '', to_date: '2026-12-03', reason: '  ' }, {})));
    expect(back).toEqual({ to_date: '2026-12-03' });
    expect(validate(back)).toBe(false);
  });

  it('carries a property added to a copy of the schema with no code change, and reads it back', () => {
    const schema = structuredClone(files.schema) as { properties: Record<string, unknown> };
    schema.properties.contact_number = { type: 'string', maxLength: 20, title: 'Contact number' };
    const form = { ...files.validFixtures['valid-basic']!, contact_number: '0244000000' };
    const payload = adapter.toPayload(form, { schema });
    expect(payload).toMatchObject({ contact_number: '0244000000', reason: 'Conference' });
    expect(adapter.fromResponse(wire({ ...LISTED, contact_number: '0244000000' }), { schema })).toEqual({ ...form, ...pick(LISTED) });
    // The shipped schema has no such property: nothing extra is sent.
    expect(adapter.toPayload(form, {})).not.toHaveProperty('contact_number');
  });

  it('reads a listed request without the members the server sets (the schema\'s x-wire.answerKeys), as answer and as body', () => {
    expect(adapter.fromResponse(LISTED)).toEqual(pick(LISTED));
    const body = readBody('absent-request', LISTED);
    expect(body).toEqual(pick(LISTED));
    expect(validate(body)).toBe(true);
  });

  it('keeps unknown keys of a body, so that validation still refuses them', () => {
    const back = readBody('absent-request', { from_date: '2026-12-01', to_date: '2026-12-03', reason: 'x', approver: 3 });
    expect(back).toMatchObject({ approver: 3 });
    expect(validate(back)).toBe(false);
  });

  it('is the same transform whichever schema object it is given (the screen passes its loaded form\'s)', () => {
    expect(schemaAdapter(files.schema, []).toPayload({ reason: ' x ' }, {})).toEqual(adapter.toPayload({ reason: ' x ' }, {}));
  });

  it.each([null, undefined, 'text', 12, [], { from_date: 5 }])('never throws on junk: %j', (junk) => {
    expect(() => readBody('absent-request', junk)).not.toThrow();
    expect(validate(readBody('absent-request', junk))).toBe(false);
    expect(() => adapter.toPayload(junk, {})).not.toThrow();
  });
});

function pick(listed: typeof LISTED) {
  return { from_date: listed.from_date, to_date: listed.to_date, reason: listed.reason };
}
