import { describe, expect, it } from 'vitest';
import { clinicScheduleAdapter, type ClinicScheduleForm } from '../../../../src/api/adapters/clinic-schedule';
import { adapters } from '../../../../src/api/adapters';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('clinic-schedule');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('clinic-schedule adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['clinic-schedule']).toBe(clinicScheduleAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = clinicScheduleAdapter.fromResponse(wire(clinicScheduleAdapter.toPayload(fixture as ClinicScheduleForm, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends one {staff_id, date, start_time, end_time} per selected staff member', () => {
    expect(clinicScheduleAdapter.toPayload(files.validFixtures['valid-three-staff'] as ClinicScheduleForm, {})).toEqual([
      { staff_id: 3, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
      { staff_id: 8, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
      { staff_id: 12, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
    ]);
    expect(clinicScheduleAdapter.toPayload({ date: '2026-12-07', staff_ids: [] }, {})).toEqual([]);
  });

  it('reads a read entry {date, start_time, end_time, staff}: the staff id when it has one', () => {
    expect(clinicScheduleAdapter.fromResponse({ id: 31, date: '2026-12-07', start_time: '08:00:00', end_time: '14:00:00', staff: { id: 5, name: 'Ama' } })).toEqual({
      date: '2026-12-07',
      start_time: '08:00:00',
      end_time: '14:00:00',
      staff_ids: [5],
    });
    const nameOnly = clinicScheduleAdapter.fromResponse({ date: '2026-12-07', start_time: '08:00', end_time: '14:00', staff: { name: 'Ama' } });
    expect(nameOnly).toEqual({ date: '2026-12-07', start_time: '08:00', end_time: '14:00', staff_ids: [] });
    expect(validate(nameOnly)).toBe(false);
  });

  it('keeps entries that disagree on date or times, and unknown members, so that validation refuses them', () => {
    const differ = clinicScheduleAdapter.fromResponse([
      { staff_id: 1, date: '2026-12-07', start_time: '08:00', end_time: '14:00' },
      { staff_id: 2, date: '2026-12-08', start_time: '08:00', end_time: '14:00' },
    ]);
    expect(differ).toMatchObject({ date: '2026-12-07', staff_ids: [1, 2], entries: expect.any(Array) });
    expect(validate(differ)).toBe(false);
    const extra = clinicScheduleAdapter.fromResponse([{ staff_id: 1, date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'A' }]);
    expect(extra).toMatchObject({ room: 'A' });
    expect(validate(extra)).toBe(false);
  });

  it('carries every property of the schema but the staff list, so a property added to the schema needs no code change', () => {
    const schema = structuredClone(files.schema) as { properties: Record<string, unknown>; 'ui:order'?: string[] };
    schema.properties.room = { type: 'string', maxLength: 20 };
    const data = { date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'Room 2', staff_ids: [3, 8] };
    const payload = clinicScheduleAdapter.toPayload(data, { schema });
    expect(payload).toEqual([
      { staff_id: 3, date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'Room 2' },
      { staff_id: 8, date: '2026-12-07', start_time: '08:00', end_time: '14:00', room: 'Room 2' },
    ]);
    expect(clinicScheduleAdapter.fromResponse(wire(payload), { schema })).toEqual(data);
    // A blank shared value is sent as null; a property the schema lacks is not sent.
    expect(clinicScheduleAdapter.toPayload({ date: '', start_time: '08:00', end_time: '14:00', other: 'x', staff_ids: [3] }, {})).toEqual([
      { staff_id: 3, date: null, start_time: '08:00', end_time: '14:00' },
    ]);
  });

  it('reads an empty list as no staff', () => {
    expect(clinicScheduleAdapter.fromResponse([])).toEqual({ staff_ids: [] });
  });

  it.each([null, undefined, 'text', 12, [1, 'x'], [null], { staff_id: 'x' }, { staff: 3 }])('never throws on junk: %j', (junk) => {
    expect(() => clinicScheduleAdapter.fromResponse(junk)).not.toThrow();
    expect(validate(clinicScheduleAdapter.fromResponse(junk))).toBe(false);
    expect(() => clinicScheduleAdapter.toPayload(junk as unknown as ClinicScheduleForm, {})).not.toThrow();
  });
});
