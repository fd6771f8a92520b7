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
    expect(absentRequestAdapter.toPayload({}, {})).toEqual({ from_date: null, to_date: null, reason: '' });
  });

  it('reads a listed request without the members the server sets (id, status, who actioned it and when)', () => {
    const listed = { id: 4, from_date: '2026-12-01', to_date: '2026-12-03', reason: 'Conference', status: 'pending', actioned_by: null, actioned_at: null };
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
