import { describe, expect, it } from 'vitest';
import { groupDigitsIndian } from './indian-digits';

describe('groupDigitsIndian', () => {
  it.each([0, 7, 32, 100, 999, 1000, 5000, 39999, 100000, 120000, 1234567, 123456789, -5000])(
    'writes %i as en-IN does',
    (value) => {
      expect(groupDigitsIndian(value)).toBe(value.toLocaleString('en-IN'));
    },
  );

  it('groups the digits in threes, then pairs', () => {
    expect(groupDigitsIndian(39999)).toBe('39,999');
    expect(groupDigitsIndian(1234567)).toBe('12,34,567');
  });

  it('leaves fractions to Intl', () => {
    expect(groupDigitsIndian(1234.5)).toBe('1,234.5');
  });
});
