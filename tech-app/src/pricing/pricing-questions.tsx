import { FaqSection } from '@site/shared/faq/faq-section';
import { pricingFaqCategories } from '../data/pricing-faq';

/** The pricing page's questions, in a chunk of their own (the page loads it when wanted). */
export function PricingQuestions() {
  return (
    <FaqSection
      categories={pricingFaqCategories}
      heading="Pricing Questions"
      idPrefix="pricing-faq"
    />
  );
}
