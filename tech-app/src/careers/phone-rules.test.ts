import { describe, expect, it } from 'vitest';
import { phoneError, phoneMessages, stripSpaces, internationalPhoneNumber } from './phone-rules';

describe('stripSpaces', () => {
  it('removes every space as the visitor types', () => {
    expect(stripSpaces(' 98765 43210 ')).toBe('9876543210');
    expect(stripSpaces('7400\t123 456')).toBe('7400123456');
  });
});

describe('phoneError for India', () => {
  it('accepts 10 digits starting with 6 to 9', () => {
    for (const number of ['6000000000', '7012345678', '8123456789', '9876543210']) {
      expect(phoneError(number, 'IN', 'edit')).toBeUndefined();
    }
  });

  it('checks the national number when the country code or trunk prefix 0 is typed too', () => {
    expect(phoneError('+919876543210', 'IN', 'edit')).toBeUndefined();
    expect(phoneError('09876543210', 'IN', 'edit')).toBeUndefined();
    expect(internationalPhoneNumber('+919876543210', 'IN')).toBe('+919876543210');
    expect(internationalPhoneNumber('09876543210', 'IN')).toBe('+919876543210');
  });

  it('accepts the digits grouped with dashes, dots or brackets, and the code without its +', () => {
    for (const number of [
      '98765-43210',
      '+91-98765-43210',
      '+91(987)654-3210',
      '98765.43210',
      '919876543210',
    ]) {
      expect(phoneError(number, 'IN', 'edit')).toBeUndefined();
      expect(internationalPhoneNumber(number, 'IN')).toBe('+919876543210');
    }
  });

  it('rejects other lengths, other first digits and non-digits with the en-dash message', () => {
    for (const number of [
      '987654321',
      '98765432101',
      '5876543210',
      '0987654321',
      '98765x3210',
      '+91987654321',
      '+915876543210',
      '+449876543210',
      '009876543210',
      '915876543210',
      '98765-4321',
    ]) {
      expect(phoneError(number, 'IN', 'edit')).toBe(
        'Indian number must be 10 digits starting with 6–9',
      );
    }
  });
});

describe('phoneError for other countries', () => {
  it('accepts numbers valid for the chosen country', () => {
    expect(phoneError('7400123456', 'GB', 'edit')).toBeUndefined();
    expect(phoneError('2015550123', 'US', 'edit')).toBeUndefined();
    expect(phoneError('5062345678', 'CA', 'edit')).toBeUndefined();
    expect(phoneError('412345678', 'AU', 'edit')).toBeUndefined();
  });

  it('rejects numbers that do not parse or are not valid', () => {
    for (const [number, country] of [
      ['740012', 'GB'],
      ['1234', 'US'],
      ['abc', 'AU'],
      ['5555555555', 'US'],
    ] as const) {
      expect(phoneError(number, country, 'edit')).toBe(
        'Invalid phone number format, Please correct it.',
      );
    }
  });

  it('rejects a number that belongs to another country sharing the dial code', () => {
    expect(phoneError('2015550123', 'CA', 'edit')).toBe(phoneMessages.invalidFormat);
    expect(phoneError('5062345678', 'US', 'edit')).toBe(phoneMessages.invalidFormat);
  });
});

describe('phoneError for an empty number', () => {
  it('says the phone is required while editing and asks for a valid one on submit', () => {
    expect(phoneError('', 'IN', 'edit')).toBe('Phone number is required');
    expect(phoneError('', 'GB', 'submit')).toBe('Please enter a valid phone number.');
  });
});

describe('internationalPhoneNumber', () => {
  it('gives the international form of valid numbers', () => {
    expect(internationalPhoneNumber('9876543210', 'IN')).toBe('+919876543210');
    expect(internationalPhoneNumber('7400123456', 'GB')).toBe('+447400123456');
    expect(internationalPhoneNumber('0412345678', 'AU')).toBe('+61412345678');
  });

  it('keeps an extension, which E.164 cannot hold, after the number as RFC 3966 writes it', () => {
    // Spaces are gone by the time the form sends the number (stripSpaces as typed).
    expect(internationalPhoneNumber('2015550123x55', 'US')).toBe('+12015550123;ext=55');
    expect(internationalPhoneNumber('02079460958ext.123', 'GB')).toBe('+442079460958;ext=123');
  });

  it('gives null for invalid or empty numbers', () => {
    expect(internationalPhoneNumber('12345', 'IN')).toBeNull();
    expect(internationalPhoneNumber('', 'US')).toBeNull();
  });
});
