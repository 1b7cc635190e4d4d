import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../contracts/faq';
import { pathTo } from '../contracts/routes';
import { faqSearchEntries } from './faq-search-entries';

const categories: FaqCategory[] = [
  {
    category: 'Local SEO',
    slug: 'local-seo',
    icon: 'MapPin',
    items: [
      { q: 'What is local SEO?', a: 'Being found nearby.' },
      { q: 'How long does it take?', a: 'Two to three months.' },
    ],
  },
];

describe('faqSearchEntries', () => {
  it('makes one entry per question, leading to its deep link on the page', () => {
    expect(faqSearchEntries(categories, '/')).toEqual([
      {
        group: 'faqs',
        title: 'What is local SEO?',
        detail: 'Local SEO',
        keywords: ['Local SEO', 'Being found nearby.'],
        to: '/#local-seo-0',
      },
      {
        group: 'faqs',
        title: 'How long does it take?',
        detail: 'Local SEO',
        keywords: ['Local SEO', 'Two to three months.'],
        to: '/#local-seo-1',
      },
    ]);
  });

  it('names the page in the detail line when asked', () => {
    expect(faqSearchEntries(categories, pathTo('pricing'), 'Pricing page')[0]).toMatchObject({
      detail: 'Pricing page · Local SEO',
      to: `${pathTo('pricing')}#local-seo-0`,
    });
  });
});
