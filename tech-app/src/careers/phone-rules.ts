import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { phoneWithExtension } from '@site/shared/contracts/phone-number';
// Only the five countries of the form (see phone-metadata-subset.ts): 3 KB instead of 30 KB gzip.
import phoneMetadataJson from './phone-metadata.json';
import type { PhoneCountryCode } from '../data/phone-countries';

/** The phone messages of spec section 5, word for word. */
export const phoneMessages = {
  required: 'Phone number is required',
  emptyOnSubmit: 'Please enter a valid phone number.',
  india: 'Indian number must be 10 digits starting with 6–9',
  invalidFormat: 'Invalid phone number format, Please correct it.',
} as const;

/** When the phone is checked: while typing or on leaving the field, or when the form is sent. */
export type PhoneCheckMoment = 'edit' | 'submit';

/** An Indian mobile number: 10 digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/**
 * The national part of a number typed for India: visitors often keep the country code
 * ("+919876543210", "919876543210") or the trunk prefix 0 ("09876543210") although +91 is
 * already chosen, and group the digits as they are written ("98765-43210", "(987) 654.3210"),
 * as the other countries' numbers may be.
 */
function indianNationalNumber(typed: string): string {
  const number = typed.replace(/[-.()]/g, '');
  if (number.startsWith('+91')) return number.slice(3);
  if (/^0\d{10}$/.test(number)) return number.slice(1);
  if (/^91[6-9]\d{9}$/.test(number)) return number.slice(2);
  return number;
}

/** The digit limits of a national number in the parsing rules (spec section 5). */
export const NATIONAL_NUMBER_LENGTH = { min: 2, max: 17 } as const;

/** Spaces are removed as the visitor types. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

const phoneMetadata = phoneMetadataJson as unknown as MetadataJson;

function parseForCountry(number: string, country: PhoneCountryCode) {
  const parsed = parsePhoneNumberFromString(number, country, phoneMetadata);
  if (!parsed) return undefined;
  const nationalLength = parsed.nationalNumber.length;
  if (nationalLength < NATIONAL_NUMBER_LENGTH.min || nationalLength > NATIONAL_NUMBER_LENGTH.max) {
    return undefined;
  }
  // USA and Canada share +1: a number must belong to the country the visitor picked.
  return parsed.isValid() && parsed.country === country ? parsed : undefined;
}

/** The message to show for a phone number, or undefined when it is acceptable. */
export function phoneError(
  number: string,
  country: PhoneCountryCode,
  moment: PhoneCheckMoment,
): string | undefined {
  if (number === '') {
    return moment === 'submit' ? phoneMessages.emptyOnSubmit : phoneMessages.required;
  }
  if (country === 'IN') {
    return INDIAN_MOBILE.test(indianNationalNumber(number)) ? undefined : phoneMessages.india;
  }
  return parseForCountry(number, country) ? undefined : phoneMessages.invalidFormat;
}

/**
 * The number in international E.164 form (e.g. +919876543210), with an extension the visitor
 * typed after it (`phoneWithExtension`), or null when it is not valid.
 */
export function internationalPhoneNumber(number: string, country: PhoneCountryCode): string | null {
  if (phoneError(number, country, 'submit')) return null;
  if (country === 'IN') return `+91${indianNationalNumber(number)}`;
  const parsed = parseForCountry(number, country);
  return parsed ? phoneWithExtension(parsed.number, parsed.ext) : null;
}
