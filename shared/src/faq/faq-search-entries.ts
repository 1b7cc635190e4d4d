import type { FaqCategory } from '../contracts/faq';
import type { SearchEntry } from '../contracts/search-entries';
import { faqQuestionValue } from './faq-hash';

/**
 * The search entries of a FAQ section: one per question, found by its words and then by its
 * category and answer, leading to the question's deep link on the page that shows the section
 * ("/#support-1"), which opens it there.
 */
export function faqSearchEntries(
  categories: readonly FaqCategory[],
  pagePath: string,
  where?: string,
): SearchEntry[] {
  return categories.flatMap((category) =>
    category.items.map((item, index) => ({
      group: 'faqs' as const,
      title: item.q,
      detail: where ? `${where} · ${category.category}` : category.category,
      keywords: [category.category, item.a],
      to: `${pagePath}#${faqQuestionValue(category.slug, index)}`,
    })),
  );
}
