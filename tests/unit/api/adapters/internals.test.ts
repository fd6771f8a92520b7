import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { describeObservationsAdapter } from './support/observations-adapter-cases';

describeObservationsAdapter('internals', adapters['internals']!, 122);

describe('internals adapter: the cup-to-disc ratio per eye', () => {
  const adapter = adapters['internals']!;

  it('sends the ratio beside the observations and reads it back from the items of the list answer', () => {
    const form = { observations: [{ condition: 122, affected_eye: 'OD', field_type: 'checkbox', value: 'true' }], cup_disc_ratio_od: 0.35, cup_disc_ratio_os: 0.4 };
    const payload = adapter.toPayload(form, { appointmentId: 42 });
    expect(payload).toMatchObject({ cup_disc_ratio_od: 0.35, cup_disc_ratio_os: 0.4 });
    const item = { condition: 122, condition_name: 'Clear lens', affected_eye: 'OD', field_type: 'checkbox', value: 'true', grading: null, notes: null, average_marks: null };
    expect(adapter.fromResponse([{ ...item, cup_disc_ratio_od: 0.35, cup_disc_ratio_os: 0.4 }])).toEqual(form);
    expect(adapter.fromResponse([item])).toEqual({ observations: form.observations });
  });
});
