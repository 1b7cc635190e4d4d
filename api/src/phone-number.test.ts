import { describe, expect, it } from 'vitest';
import { phoneNumberToE164 } from './phone-number';

describe('phoneNumberToE164', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-6123-456-789', '+916123456789'],
    ['09876543210', '+919876543210'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 7911 123456', '+447911123456'],
  ])('normalises %s to %s', (input, expected) => {
    expect(phoneNumberToE164(input)).toBe(expected);
  });

  it.each(['', '+91 55555 55555', '+91 98765', '+999 1234567', 'tel:+91', '98765 43210 ext. 5x'])(
    'refuses %s',
    (input) => {
      expect(phoneNumberToE164(input)).toBeNull();
    },
  );
});
