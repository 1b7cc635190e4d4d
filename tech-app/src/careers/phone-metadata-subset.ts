import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's metadata cut down to the given countries. The full "min" set describes
 * every country of the world (about 30 KB gzip); the careers form accepts five.
 * Countries keep their order within a calling code, so the main country of +1 (USA) stays first.
 */
export function phoneMetadataFor(
  full: MetadataJson,
  countries: readonly CountryCode[],
): MetadataJson {
  const callingCodes: Record<string, CountryCode[]> = {};
  for (const [code, codeCountries] of Object.entries(full.country_calling_codes)) {
    const kept = codeCountries.filter((country) => countries.includes(country));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  return {
    ...full,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  } as MetadataJson;
}
