import { describe, expect, it } from 'vitest';
import { isSubmitShown } from '../../../src/engine/core/submit-shown';

describe('isSubmitShown (uiSchema `submitWhenFilled`)', () => {
  it('always shows without the option', () => {
    expect(isSubmitShown({}, {})).toBe(true);
    expect(isSubmitShown(undefined, undefined)).toBe(true);
  });

  it('shows once every named field holds something', () => {
    const ui = { 'ui:options': { submitWhenFilled: ['list', 'text'] } };
    expect(isSubmitShown(ui, {})).toBe(false);
    expect(isSubmitShown(ui, { list: [], text: 'a' })).toBe(false);
    expect(isSubmitShown(ui, { list: [1], text: '  ' })).toBe(false);
    expect(isSubmitShown(ui, { list: [1], text: 'a' })).toBe(true);
    expect(isSubmitShown({ 'ui:options': { submitWhenFilled: ['flag'] } }, { flag: false })).toBe(true);
    expect(isSubmitShown({ 'ui:options': { submitWhenFilled: ['flag'] } }, { flag: null })).toBe(false);
  });
});
