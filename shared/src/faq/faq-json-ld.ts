import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqCategory } from '../contracts/faq';

/** Every question of the given categories as schema.org FAQPage structured data. */
export function faqPageJsonLd(categories: readonly FaqCategory[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.q,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.a },
      })),
    ),
  };
}
