import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared';
import { pricingFaqCategories } from './data/pricing-faq';
import { services } from './data/services';
import searchEntries from './search-entries';

describe('tech-app search entries', () => {
  it('find each service by its tech stack, leading to its page', () => {
    const related = searchEntries.entries.filter((entry) => entry.group === 'related-services');
    expect(related.map((entry) => entry.to)).toEqual(
      services.map((service) => pathTo('serviceDetail', { id: service.id })),
    );
    expect(related.find((entry) => entry.title === 'AI & ML Services')?.keywords).toContain(
      'Python',
    );
  });

  it("find the pricing page's questions, each leading to its deep link there", () => {
    const faqs = searchEntries.entries.filter((entry) => entry.group === 'faqs');
    expect(faqs).toHaveLength(pricingFaqCategories[0]?.items.length ?? -1);
    expect(faqs[1]).toMatchObject({
      title: 'How do payments work for a project?',
      to: `${pathTo('pricing')}#pricing-1`,
    });
  });
});
