/**
 * The home sections below the first screen, in one chunk of their own. The home page hydrates
 * each of them when it comes on screen or the visitor acts on it (LivePart), so a visitor who
 * only looks at the first screen never downloads this code.
 */
import type { SiteMode } from '@site/shared';
import { ModeFaqSection } from '../faq/mode-faq-section';
import { TestimonialsSection } from './sections/testimonials-section';
import { clientTestimonials, studentReviews } from './data/testimonials';

export { TechIconStrip } from './sections/tech-icon-strip';
export { CoreValuesSection } from './sections/core-values-section';
export { WhyUsSection } from './sections/why-us-section';
export { WhyChooseUsSection } from './sections/why-choose-us-section';
export { AboutTeaserSection } from './sections/about-teaser-section';
export { CallToActionSection } from './sections/call-to-action-section';

export function HomeTestimonials() {
  return (
    <>
      <TestimonialsSection
        id="client-testimonials"
        eyebrow="Client testimonials"
        title="What Our Clients Say"
        description="Businesses in Agra, Bangalore and beyond on working with us."
        testimonials={clientTestimonials}
      />
      <TestimonialsSection
        id="student-reviews"
        eyebrow="Student reviews"
        title="What Our Students Say"
        description="Learners from BrajCode Academy on their courses and what came next."
        testimonials={studentReviews}
      />
    </>
  );
}

export function HomeFaq({ mode }: { mode: SiteMode }) {
  return <ModeFaqSection mode={mode} />;
}
