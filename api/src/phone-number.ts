import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Numbers typed without a leading + are read as Indian ones, the careers form's default. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/**
 * The phone number as stored: E.164 (e.g. "+919876543210") when it is a valid number for its
 * country by the full metadata, with an extension the visitor gave kept after it in RFC 3966's
 * form ("+12015550123;ext=55"); otherwise null.
 */
export function storedPhoneNumber(
  text: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  if (!parsed?.isValid()) return null;
  return parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number;
}
