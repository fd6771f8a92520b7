/** Stock additions and counts travel by the wire transform over their schemas alone (no adapter modules of their own). */
import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../../src/api/adapters';
import { loadFormFiles } from '../../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../../src/engine/core/create-ajv';
import { readBody } from './wire-body';

const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/** The cases of stock form `formId`, whose amount is property `amount`; `filled` is form data with a padded reason. */
export function describeStockForm(formId: string, amount: string, filled: Record<string, unknown> & { reason: string }) {
  describe(`${formId} on the wire`, () => {
    const files = loadFormFiles(formId);
    const validate = createAjv().compile(files.schema);
    const adapter = adapters[formId]!;

    it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
      const back = readBody(formId, wire(adapter.toPayload(fixture, {})));
      expect(back).toEqual(fixture);
      expect(validate(back)).toBe(true);
    });

    it('sends {item, <amount>, reason}: the reason trimmed, 0 kept, a blank value null that reads back as missing', () => {
      expect(adapter.toPayload(filled, {})).toEqual({ ...filled, reason: filled.reason.trim() });
      const payload = adapter.toPayload({ item: 3, reason: '  ' }, {});
      expect(payload).toEqual({ item: 3, [amount]: null, reason: null });
      const back = readBody(formId, wire(payload));
      expect(back).toEqual({ item: 3 });
      expect(validate(back)).toBe(false);
    });
  });
}
