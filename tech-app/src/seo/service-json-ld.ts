import type { BreadcrumbList, FAQPage, Service as ServiceThing, WithContext } from 'schema-dts';
import { pathTo } from '@site/shared';
import type { FaqItem } from '@site/shared';
import { brand, siteUrl } from '@site/shared';
import type { Service } from '../data/services';

/** The service as schema.org Service, offered by the company from Agra at its starting price. */
export function serviceJsonLd(service: Service): WithContext<ServiceThing> {
  const url = siteUrl(pathTo('serviceDetail', { id: service.id }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${service.title} in Agra, Uttar Pradesh`,
    serviceType: service.title,
    description: service.description,
    url,
    provider: {
      '@type': 'LocalBusiness',
      name: brand.name,
      url: brand.siteUrl,
      telephone: brand.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: brand.address.street,
        addressLocality: brand.address.locality,
        addressRegion: brand.address.region,
        postalCode: brand.address.postalCode,
        addressCountry: brand.address.country,
      },
    },
    areaServed: [
      { '@type': 'City', name: 'Agra' },
      { '@type': 'City', name: 'Bangalore' },
      { '@type': 'Country', name: 'India' },
    ],
    offers: {
      '@type': 'Offer',
      price: service.priceValue,
      priceCurrency: 'INR',
      url,
    },
  };
}

/** Home > Services > this service, as schema.org BreadcrumbList. */
export function serviceBreadcrumbJsonLd(service: Service): WithContext<BreadcrumbList> {
  const crumbs = [
    { name: 'Home', path: pathTo('home') },
    { name: 'Services', path: pathTo('services') },
    { name: service.title, path: pathTo('serviceDetail', { id: service.id }) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: siteUrl(crumb.path),
    })),
  };
}

/** Questions and answers as schema.org FAQPage. */
export function faqPageJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question' as const,
      name: item.q,
      acceptedAnswer: { '@type': 'Answer' as const, text: item.a },
    })),
  };
}
