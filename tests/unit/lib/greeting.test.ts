import { describe, expect, it } from 'vitest';
import { greetingFor, greetingLine, initialsOf } from '../../../src/lib/greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('hour %i → %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});

describe('greetingLine', () => {
  it('follows the greeting with the first name', () => {
    expect(greetingLine(9, 'Ama')).toBe('Good Morning, Ama');
    expect(greetingLine(20, ' Kofi ')).toBe('Good Evening, Kofi');
  });

  it('is the bare greeting without a first name', () => {
    expect(greetingLine(13, '')).toBe('Good Afternoon');
    expect(greetingLine(13, undefined)).toBe('Good Afternoon');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of first and last name in upper case', () => {
    expect(initialsOf('ama', 'owusu')).toBe('AO');
    expect(initialsOf('Kofi', '')).toBe('K');
  });

  it("is 'U' when neither name is known", () => {
    expect(initialsOf(undefined, null)).toBe('U');
    expect(initialsOf(' ', '')).toBe('U');
  });
});
