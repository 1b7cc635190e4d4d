import type { ReactNode } from 'react';
import { PageMeta, brand, pathTo, useSiteMode, type PageHead, type SiteMode } from '@site/shared';
import { HeldSection } from '@site/shared/ui/held-section';
import { RemoteSlot } from '../federation/remote-slot';
import { HomeHero } from '../home/hero/home-hero';
import { AnnouncementTicker } from '../home/sections/announcement-ticker';
import { homeLowerSections } from '../home/home-lower-sections-chunk';

const TechIconStrip = homeLowerSections.component('TechIconStrip');
const CoreValuesSection = homeLowerSections.component('CoreValuesSection');
const WhyUsSection = homeLowerSections.component('WhyUsSection');
const WhyChooseUsSection = homeLowerSections.component('WhyChooseUsSection');
const AboutTeaserSection = homeLowerSections.component('AboutTeaserSection');
const HomeTestimonials = homeLowerSections.component('HomeTestimonials');
const HomeFaq = homeLowerSections.component('HomeFaq');
const CallToActionSection = homeLowerSections.component('CallToActionSection');

/**
 * Renders `children(mode)`. Only this part re-renders when the visitor switches mode, so the
 * sections that do not follow the mode are never touched before they hydrate.
 */
function WithMode({ children }: { children: (mode: SiteMode) => ReactNode }) {
  return children(useSiteMode());
}

export function head(): PageHead {
  return {
    title: `${brand.name} | IT Services & Coding Academy in Agra and Bangalore`,
    description:
      'Web development from ₹9,999, app development, AI, cloud and SEO for businesses; coding courses, internships and hackathons for learners in Agra and Bangalore.',
    path: pathTo('home'),
    keywords: [
      'IT company in Agra',
      'web development Agra',
      'app development Bangalore',
      'coding classes Agra',
      'internship Agra',
    ],
  };
}

/**
 * Home: every section the spec lists for it; the hero, ticker, FAQ and CTA follow the mode.
 * Only the ticker and hero hydrate at once; each section below them hydrates, and the remote
 * fragments load, when it comes on screen or the visitor acts on it. A mode switch before then
 * renders the sections that follow the mode afresh instead of hydrating the old HTML.
 */
export default function HomePage() {
  return (
    <>
      <PageMeta head={head()} />
      <WithMode>
        {(mode) => (
          <>
            <AnnouncementTicker mode={mode} />
            <HomeHero mode={mode} />
          </>
        )}
      </WithMode>
      <HeldSection name="home:technologies">
        <TechIconStrip />
      </HeldSection>
      <HeldSection name="home:core-values">
        <CoreValuesSection />
      </HeldSection>
      <HeldSection name="home:why-us">
        <WhyUsSection />
      </HeldSection>
      <WithMode>
        {(mode) => (
          <HeldSection name="home:why-choose-us">
            <WhyChooseUsSection mode={mode} />
          </HeldSection>
        )}
      </WithMode>
      {/* Fragments of the remotes; each fails on its own, behind a retryable notice. */}
      <HeldSection name="home:portfolio" data-testid="home-fragment-portfolio">
        <RemoteSlot
          remote="techApp"
          module="./PortfolioTeaser"
          label="our portfolio"
          variant="fragment"
        />
      </HeldSection>
      <HeldSection name="home:pricing" data-testid="home-fragment-pricing">
        <RemoteSlot
          remote="techApp"
          module="./PricingSection"
          label="our pricing plans"
          variant="fragment"
        />
      </HeldSection>
      <HeldSection name="home:services" data-testid="home-fragment-services">
        <RemoteSlot
          remote="techApp"
          module="./ServicesTeaser"
          label="our services"
          variant="fragment"
        />
      </HeldSection>
      {/* The programs teaser reads the mode from the shared store itself. */}
      <WithMode>
        {() => (
          <HeldSection name="home:programs" data-testid="home-fragment-programs">
            <RemoteSlot
              remote="educationApp"
              module="./ProgramsTeaser"
              label="our programs"
              variant="fragment"
            />
          </HeldSection>
        )}
      </WithMode>
      <HeldSection name="home:about">
        <AboutTeaserSection />
      </HeldSection>
      <HeldSection name="home:testimonials">
        <HomeTestimonials />
      </HeldSection>
      <WithMode>
        {(mode) => (
          <>
            {/* The FAQ's deep links (/#support-1) open their question on load. */}
            <HeldSection name="home:faq" hydrateForAddressHash>
              <HomeFaq mode={mode} />
            </HeldSection>
            <HeldSection name="home:call-to-action">
              <CallToActionSection mode={mode} />
            </HeldSection>
          </>
        )}
      </WithMode>
    </>
  );
}
