import { describe, expect, it, vi } from 'vitest';
import { createFormDataStore } from '../../../src/engine/form-data-store';

describe('createFormDataStore', () => {
  it('answers the data last published and tells listeners until they stop', () => {
    const store = createFormDataStore({ va_chart_used: 'SNELLEN' });
    const listener = vi.fn(() => expect(store.getFormData()).toEqual({ va_chart_used: 'LOGMAR' }));
    const stop = store.subscribe(listener);
    expect(store.getFormData()).toEqual({ va_chart_used: 'SNELLEN' });

    store.publish({ va_chart_used: 'LOGMAR' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.publish({ va_chart_used: 'Others' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getFormData()).toEqual({ va_chart_used: 'Others' });
  });
});
