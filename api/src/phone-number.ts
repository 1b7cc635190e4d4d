import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { phoneWithExtension } from '@site/shared/contracts/phone-number';

/** Numbers typed without a leading + are read as Indian ones, the careers form's default. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

/**
 * The phone number as stored (E.164, an extension after it: `phoneWithExtension`) when it is a
 * valid number for its country by the full metadata, otherwise null.
 */
export function storedPhoneNumber(
  text: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  return parsed?.isValid() ? phoneWithExtension(parsed.number, parsed.ext) : null;
}
