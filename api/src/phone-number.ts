import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Numbers typed without a leading + are read as Indian ones, the careers form's default. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/**
 * The phone number in E.164 (e.g. "+919876543210") when it is a valid number for its country
 * by the full metadata, otherwise null.
 */
export function phoneNumberToE164(
  text: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}
