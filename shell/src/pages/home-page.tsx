import { FaqSection, PageMeta, brand, useSiteMode } from '@site/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { HydrationBoundary } from '../components/hydration-boundary';
import { faqCategoriesByMode } from '../faq/faq-data';
import { HomeHero } from '../home/hero/home-hero';
import { AnnouncementTicker } from '../home/sections/announcement-ticker';
import { TechIconStrip } from '../home/sections/tech-icon-strip';
import { CoreValuesSection } from '../home/sections/core-values-section';
import { WhyUsSection } from '../home/sections/why-us-section';
import { WhyChooseUsSection } from '../home/sections/why-choose-us-section';
import { AboutTeaserSection } from '../home/sections/about-teaser-section';
import { TestimonialsSection } from '../home/sections/testimonials-section';
import { CallToActionSection } from '../home/sections/call-to-action-section';
import { clientTestimonials, studentReviews } from '../home/data/testimonials';

/** Home: every section of the spec in its order; the hero, ticker, FAQ and CTA follow the mode. */
export default function HomePage() {
  const mode = useSiteMode();
  return (
    <>
      <PageMeta
        title={`${brand.name} | IT Services & Coding Academy in Agra and Bangalore`}
        description="Web development from ₹9,999, app development, AI, cloud and SEO for businesses; coding courses, internships and hackathons for learners in Agra and Bangalore."
        path="/"
        keywords={[
          'IT company in Agra',
          'web development Agra',
          'app development Bangalore',
          'coding classes Agra',
          'internship Agra',
        ]}
      />
      <AnnouncementTicker mode={mode} />
      <HomeHero mode={mode} />
      <HydrationBoundary>
        <TechIconStrip />
      </HydrationBoundary>
      <HydrationBoundary>
        <CoreValuesSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhyUsSection />
      </HydrationBoundary>
      <HydrationBoundary>
        <WhyChooseUsSection mode={mode} />
      </HydrationBoundary>
      {/* Fragments of the remotes; each fails on its own, behind a retryable notice. */}
      <div data-testid="home-fragment-portfolio">
        <RemoteSlot
          remote="techApp"
          module="./PortfolioTeaser"
          label="our portfolio"
          variant="fragment"
        />
      </div>
      <div data-testid="home-fragment-pricing">
        <RemoteSlot
          remote="techApp"
          module="./PricingSection"
          label="our pricing plans"
          variant="fragment"
        />
      </div>
      <div data-testid="home-fragment-services">
        <RemoteSlot
          remote="techApp"
          module="./ServicesTeaser"
          label="our services"
          variant="fragment"
        />
      </div>
      <div data-testid="home-fragment-programs">
        <RemoteSlot
          remote="educationApp"
          module="./ProgramsTeaser"
          label="our programs"
          variant="fragment"
        />
      </div>
      <HydrationBoundary>
        <AboutTeaserSection />
      </HydrationBoundary>
      <HydrationBoundary>
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
      </HydrationBoundary>
      <HydrationBoundary>
        <FaqSection categories={faqCategoriesByMode[mode]} />
      </HydrationBoundary>
      <HydrationBoundary>
        <CallToActionSection mode={mode} />
      </HydrationBoundary>
    </>
  );
}
