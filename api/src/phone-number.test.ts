import { describe, expect, it } from 'vitest';
import { storedPhoneNumber } from './phone-number';

describe('storedPhoneNumber', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-6123-456-789', '+916123456789'],
    ['09876543210', '+919876543210'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 7911 123456', '+447911123456'],
    // An extension is kept, in RFC 3966's form.
    ['+1 (201) 555-0123 ext. 55', '+12015550123;ext=55'],
    ['+12015550123;ext=55', '+12015550123;ext=55'],
    ['+44 20 7946 0958 #123', '+442079460958;ext=123'],
  ])('normalises %s to %s', (input, expected) => {
    expect(storedPhoneNumber(input)).toBe(expected);
  });

  it.each(['', '+91 55555 55555', '+91 98765', '+999 1234567', 'tel:+91', '98765 43210 ext. 5x'])(
    'refuses %s',
    (input) => {
      expect(storedPhoneNumber(input)).toBeNull();
    },
  );
});
