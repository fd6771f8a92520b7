import { describe, expect, it } from 'vitest';
import { isSubmitShown, submitHint } from '../../../src/engine/core/submit-shown';

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

  it('counts a field that reports input not yet in the data as filled', () => {
    const ui = { 'ui:options': { submitWhenFilled: ['list', 'text'] } };
    expect(isSubmitShown(ui, { text: 'a' }, new Set(['list']))).toBe(true);
    expect(isSubmitShown(ui, {}, new Set(['list']))).toBe(false);
  });

  it("answers the root's `submitHint` line, if any", () => {
    expect(submitHint({ 'ui:options': { submitWhenFilled: ['list'], submitHint: 'Choose one.' } })).toBe('Choose one.');
    expect(submitHint({ 'ui:options': { submitWhenFilled: ['list'], submitHint: ' ' } })).toBeUndefined();
    expect(submitHint({})).toBeUndefined();
  });
});
