import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../contracts/faq';
import { faqQuestionValue, parseFaqHash } from './faq-hash';

const item = { q: 'Question?', a: 'Answer.' };
const categories: FaqCategory[] = [
  { category: 'Support', slug: 'support', icon: 'LifeBuoy', items: [item, item, item] },
  { category: 'Local SEO', slug: 'local-seo', icon: 'MapPin', items: [item, item] },
];

describe('parseFaqHash', () => {
  it('reads a category slug, with or without the leading "#"', () => {
    expect(parseFaqHash('#support', categories)).toEqual({ categorySlug: 'support' });
    expect(parseFaqHash('local-seo', categories)).toEqual({ categorySlug: 'local-seo' });
  });

  it('reads "slug-index" as one question, also when the slug itself has hyphens', () => {
    expect(parseFaqHash('#support-1', categories)).toEqual({
      categorySlug: 'support',
      questionIndex: 1,
    });
    expect(parseFaqHash('#local-seo-0', categories)).toEqual({
      categorySlug: 'local-seo',
      questionIndex: 0,
    });
  });

  it('ignores empty hashes, unknown slugs and question indexes out of range', () => {
    expect(parseFaqHash('', categories)).toBeNull();
    expect(parseFaqHash('#', categories)).toBeNull();
    expect(parseFaqHash('#pricing', categories)).toBeNull();
    expect(parseFaqHash('#support-3', categories)).toBeNull();
    expect(parseFaqHash('#local', categories)).toBeNull();
    expect(parseFaqHash('#%E0%A4', categories)).toBeNull();
  });

  it('round-trips the value written for a question', () => {
    expect(parseFaqHash(`#${faqQuestionValue('local-seo', 1)}`, categories)).toEqual({
      categorySlug: 'local-seo',
      questionIndex: 1,
    });
  });
});
