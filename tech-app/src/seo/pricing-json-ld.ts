import type { ProductGroup, WithContext } from 'schema-dts';
import { brand, siteUrl, pathTo } from '@site/shared';
import { pricingPlans, pricingServices } from '../data/pricing-plans';

/** The twelve plans as one schema.org ProductGroup, each plan a variant with an INR offer. */
export function pricingProductGroupJsonLd(): WithContext<ProductGroup> {
  const serviceLabel = (serviceId: string) =>
    pricingServices.find((service) => service.id === serviceId)?.label ?? serviceId;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: `${brand.name} service plans`,
    description:
      'Website, e-commerce, app development, SEO and cloud plans with starting prices in Indian rupees.',
    url: siteUrl(pathTo('pricing')),
    productGroupID: 'brajcode-pricing-plans',
    brand: { '@type': 'Brand', name: brand.name },
    variesBy: 'category',
    hasVariant: pricingPlans.map((plan) => ({
      '@type': 'Product' as const,
      productID: plan.id,
      name: `${plan.title} (${serviceLabel(plan.serviceId)})`,
      description: plan.description,
      category: serviceLabel(plan.serviceId),
      brand: { '@type': 'Brand' as const, name: brand.name },
      offers: {
        '@type': 'Offer' as const,
        price: plan.priceValue,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock' as const,
        url: siteUrl(`${pathTo('contact')}?plan=${plan.id}`),
        seller: { '@type': 'Organization' as const, name: brand.name },
      },
    })),
  };
}
