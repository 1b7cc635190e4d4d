// Writes src/careers/phone-metadata.json: libphonenumber-js's metadata for the careers form's
// five countries only. Run after upgrading libphonenumber-js (`npm run phone-metadata -w tech-app`);
// a unit test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import type { MetadataJson } from 'libphonenumber-js/core';
import { phoneCountries } from '../src/data/phone-countries';
import { phoneMetadataFor } from '../src/careers/phone-metadata-subset';

const metadata = phoneMetadataFor(
  fullMetadata as unknown as MetadataJson,
  phoneCountries.map((country) => country.code),
);
const file = new URL('../src/careers/phone-metadata.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(metadata)}\n`);
console.log(`Wrote ${file.pathname}`);
