import { getRuntimeConfig } from '@site/shared';
import { isPhoneCountryCode, type PhoneCountryCode } from '../data/phone-countries';

/**
 * Asks the IP-location service (runtime config `geoLookupEndpoint`, answering
 * {"country_code": "GB"}) for the visitor's country. Resolves to the code when it is one of the
 * five phone countries, otherwise null; a failed lookup also gives null, never an error.
 */
export async function lookupPhoneCountry(signal?: AbortSignal): Promise<PhoneCountryCode | null> {
  try {
    const response = await fetch(getRuntimeConfig().geoLookupEndpoint, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const code =
      typeof body === 'object' && body !== null
        ? (body as { country_code?: unknown }).country_code
        : undefined;
    const normalised = typeof code === 'string' ? code.toUpperCase() : code;
    return isPhoneCountryCode(normalised) ? normalised : null;
  } catch {
    return null;
  }
}
