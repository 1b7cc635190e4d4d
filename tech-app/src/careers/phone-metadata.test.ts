import { describe, expect, it } from 'vitest';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { phoneCountries } from '../data/phone-countries';
import { phoneMetadataFor } from './phone-metadata-subset';
import committedMetadata from './phone-metadata.json';

describe('phone metadata', () => {
  it('is the installed libphonenumber-js metadata for the five form countries (npm run phone-metadata -w tech-app)', () => {
    const codes = phoneCountries.map((country) => country.code);
    expect(committedMetadata).toEqual(
      phoneMetadataFor(fullMetadata as unknown as MetadataJson, codes),
    );
    expect(Object.keys(committedMetadata.countries).sort()).toEqual([...codes].sort());
    expect(committedMetadata.country_calling_codes['1']).toEqual(['US', 'CA']);
  });
});
