import type { LocalBusiness, WithContext } from 'schema-dts';
import { brand, siteUrl } from '../brand';

/** The company as schema.org LocalBusiness, built from the brand config. */
export function localBusinessJsonLd(): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: brand.name,
    url: brand.siteUrl,
    logo: siteUrl(brand.logoPath),
    image: siteUrl(brand.logoPath),
    telephone: brand.phone,
    email: brand.email,
    priceRange: '₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      addressLocality: brand.address.locality,
      addressRegion: brand.address.region,
      postalCode: brand.address.postalCode,
      addressCountry: brand.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: brand.geo.latitude,
      longitude: brand.geo.longitude,
    },
    openingHours: 'Mo-Fr 09:00-18:00',
    sameAs: brand.social.map((link) => link.href),
  };
}
