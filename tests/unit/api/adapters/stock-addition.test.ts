import { describe, expect, it } from 'vitest';
import { adapters } from '../../../../src/api/adapters';
import { stockAdditionAdapter, type StockAdditionForm } from '../../../../src/api/adapters/stock-addition';
import { loadFormFiles } from '../../../../src/engine/build/load-form-files';
import { createAjv } from '../../../../src/engine/core/create-ajv';

const files = loadFormFiles('stock-addition');
const validate = createAjv().compile(files.schema);
const wire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('stock-addition adapter', () => {
  it('is registered under the form id', () => {
    expect(adapters['stock-addition']).toBe(stockAdditionAdapter);
  });

  it.each(Object.entries(files.validFixtures))('round-trips %s', (_name, fixture) => {
    const back = stockAdditionAdapter.fromResponse(wire(stockAdditionAdapter.toPayload(fixture as StockAdditionForm, {})));
    expect(back).toEqual(fixture);
    expect(validate(back)).toBe(true);
  });

  it('sends {item, quantity, reason}, a missing number as null, which reads back as missing', () => {
    expect(stockAdditionAdapter.toPayload({ item: 3, quantity: 10, reason: ' Delivery ' }, {})).toEqual({ item: 3, quantity: 10, reason: 'Delivery' });
    const payload = stockAdditionAdapter.toPayload({ item: 3 }, {});
    expect(payload).toEqual({ item: 3, quantity: null, reason: '' });
    const back = stockAdditionAdapter.fromResponse(wire(payload));
    expect(back).toEqual({ item: 3 });
    expect(validate(back)).toBe(false);
  });
});
