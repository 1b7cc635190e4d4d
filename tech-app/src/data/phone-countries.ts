/** The codes of the five countries of the careers phone field (spec section 3). */
export const phoneCountryCodes = ['IN', 'US', 'GB', 'CA', 'AU'] as const;

export type PhoneCountryCode = (typeof phoneCountryCodes)[number];

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, as the geo lookup answers it. */
  code: PhoneCountryCode;
  name: string;
  dialCode: string;
  flag: string;
  /** A sample national number, shown as the input's placeholder. */
  example: string;
}

export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'IN';

export const phoneCountries: readonly PhoneCountry[] = [
  { code: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳', example: '9876543210' },
  { code: 'US', name: 'USA', dialCode: '+1', flag: '🇺🇸', example: '2015550123' },
  { code: 'GB', name: 'UK', dialCode: '+44', flag: '🇬🇧', example: '7400123456' },
  { code: 'CA', name: 'Canada', dialCode: '+1', flag: '🇨🇦', example: '5062345678' },
  { code: 'AU', name: 'Australia', dialCode: '+61', flag: '🇦🇺', example: '412345678' },
];

export function isPhoneCountryCode(value: unknown): value is PhoneCountryCode {
  return phoneCountries.some((country) => country.code === value);
}

export function findPhoneCountry(code: PhoneCountryCode): PhoneCountry {
  return phoneCountries.find((country) => country.code === code) ?? phoneCountries[0]!;
}
