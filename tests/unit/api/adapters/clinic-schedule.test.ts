/**
 * The clinic schedule travels by the wire transform over its schema alone: the staff checklist is sent as one entry
 * per staff member (`x-wire.entryKey`), a read entry's own members (`id`, `staff`) are no form data (`answerKeys`).
 */
import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';
import { readBody } from './support/wire-body';

const files = loadFormFiles('clinic-schedule');
const validate = createAjv().compile(files.schema);
const adapter = adapters['clinic-schedule']!;
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
const read = (body: unknown) => readBody('clinic-schedule', body);

describe('clinic-schedule on the wire', () => {
  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = read(wire(adapter.toPayload(fixture, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends one {staff_id, date, start_time, end_time, place, repeat_weeks} per selected staff member (blank as null)', () => {
    expect(adapter.toPayload(files.validFixtures['valid-three-staff']!, {})).toEqual([
      { staff_id: 3, date: '2026-12-07', start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: null },
      { staff_id: 8, date: '2026-12-07', start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: null },
      { staff_id: 12, date: '2026-12-07', start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: null },
    ]);
    expect(adapter.toPayload({ date: '2026-12-07', staff_ids: [] }, {})).toEqual([]);
  });

  it('reads a read entry without its own members (id, staff): as an answer and as a body sent back', () => {
    const entry = { id: 31, date: '2026-12-07', start_time: '08:00', end_time: '14:00', staff_id: 5, staff: { id: 5, name: 'Ama', role: 'lecturer' } };
    const form = { date: '2026-12-07', start_time: '08:00', end_time: '14:00', staff_ids: [5] };
    expect(adapter.fromResponse(entry)).toEqual(form);
    expect(read(entry)).toEqual(form);
    expect(adapter.fromResponse([entry, { ...entry, id: 32, staff_id: 6, staff: { id: 6, name: 'Kofi', role: 'student' } }])).toEqual({
      ...form,
      staff_ids: [5, 6],
    });
  });

  it('keeps entries that disagree on date or times, and unknown members, so that validation refuses them', () => {
    const differ = read([
      { staff_id: 1, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
      { staff_id: 2, date: '2026-12-08', start_time: '08:00', end_time: '14:00' },
    ]);
    expect(Array.isArray(differ)).toBe(true);
    expect(validate(differ)).toBe(false);
    const extra = read([{ staff_id: 1, date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'A' }]);
    expect(extra).toMatchObject({ room: 'A' });
    expect(validate(extra)).toBe(false);
  });

  it('carries every property of the schema but the staff list in each entry, so a property added to the schema needs no code change', () => {
    const schema = structuredClone(files.schema) as { properties: Record<string, unknown> };
    schema.properties.room = { type: 'string', maxLength: 20 };
    const data = { date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'Room 2', staff_ids: [3, 8] };
    const payload = adapter.toPayload(data, { schema });
    expect(payload).toEqual([
      { staff_id: 3, date: '2026-12-07', start_time: '08:00', end_time: '14:00', place: null, room: 'Room 2', repeat_weeks: null },
      { staff_id: 8, date: '2026-12-07', start_time: '08:00', end_time: '14:00', place: null, room: 'Room 2', repeat_weeks: null },
    ]);
    expect(adapter.fromResponse(wire(payload), { schema })).toEqual(data);
    // A blank shared value is sent as null; a property the schema lacks is not sent.
    expect(adapter.toPayload({ date: '', start_time: '08:00', end_time: '14:00', other: 'x', staff_ids: [3] }, {})).toEqual([
      { staff_id: 3, date: null, start_time: '08:00', end_time: '14:00', place: null, repeat_weeks: null },
    ]);
  });

  it('reads an empty list as no staff, and an entry without a staff member as form data without one', () => {
    expect(read([])).toEqual({ staff_ids: [] });
    const none = read({ date: '2026-12-07', start_time: '08:00', end_time: '14:00' });
    expect(none).toEqual({ date: '2026-12-07', start_time: '08:00', end_time: '14:00' });
    expect(validate(none)).toBe(false);
  });

  it.each([null, undefined, 'text', 12, [1, 'x'], [null], { staff_id: 'x' }, { staff: 3 }])('never throws on junk: %j', (junk) => {
    expect(() => read(junk)).not.toThrow();
    expect(validate(read(junk))).toBe(false);
    expect(() => adapter.toPayload(junk, {})).not.toThrow();
  });
});
