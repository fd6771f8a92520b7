import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { stockCountAdapter, type StockCountForm } from '../../../../src/api/adapters/stock-count';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('stock-count');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('stock-count adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['stock-count']).toBe(stockCountAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = stockCountAdapter.fromResponse(wire(stockCountAdapter.toPayload(fixture as StockCountForm, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {item, counted, reason}; 0 counted is kept, a missing number is null and reads back as missing', () => {
    expect(stockCountAdapter.toPayload({ item: 3, counted: 0, reason: ' Broken ' }, {})).toEqual({ item: 3, counted: 0, reason: 'Broken' });
    const payload = stockCountAdapter.toPayload({ item: 3, reason: '  ' }, {});
    expect(payload).toEqual({ item: 3, counted: null, reason: '' });
    const back = stockCountAdapter.fromResponse(wire(payload));
    expect(back).toEqual({ item: 3 });
    expect(validate(back)).toBe(false);
  });
});
