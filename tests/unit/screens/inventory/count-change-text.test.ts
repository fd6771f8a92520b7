import { describe, expect, it } from 'vitest';
import { countChangeText } from '../../../../src/screens/inventory/count-stock-dialog';

describe('countChangeText', () => {
  it('signs the change with a true minus, a plus, or says there was none', () => {
    expect(countChangeText(-2)).toBe('\u22122');
    expect(countChangeText(5)).toBe('+5');
    expect(countChangeText(0)).toBe('no change');
  });
});
