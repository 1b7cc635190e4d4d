import { pathTo, type SearchEntries, type SearchEntry } from '@site/shared';
import { faqSearchEntries } from '@site/shared/faq/faq-search-entries';
import { pricingFaqCategories } from './data/pricing-faq';
import { services } from './data/services';

/**
 * What search finds of tech-app beyond the service names the catalogue gives: each service by
 * the technology it is built with ("python" finds AI & ML Services), and the pricing page's
 * questions. Titles and short keywords only.
 */
const serviceEntries: SearchEntry[] = services.map((service) => ({
  group: 'related-services',
  title: service.title,
  detail: `Starting at ${service.price} · ${service.techStack.join(', ')}`,
  keywords: service.techStack,
  to: pathTo('serviceDetail', { id: service.id }),
}));

const searchEntries: SearchEntries = {
  entries: [
    ...serviceEntries,
    ...faqSearchEntries(pricingFaqCategories, pathTo('pricing'), 'Pricing page'),
  ],
};

export default searchEntries;
