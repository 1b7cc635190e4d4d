import type { ReactNode } from 'react';
import { PageMeta, brand, useSiteMode, type SiteMode, pathTo, type PageHead } from '@site/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { DeferredHydration } from '../components/deferred-hydration';
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
 * fragments load, when it comes into view or the visitor first interacts. A mode switch before
 * then renders the sections that follow the mode afresh instead of hydrating the old HTML.
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
      <DeferredHydration>
        <TechIconStrip />
      </DeferredHydration>
      <DeferredHydration>
        <CoreValuesSection />
      </DeferredHydration>
      <DeferredHydration>
        <WhyUsSection />
      </DeferredHydration>
      <WithMode>
        {(mode) => (
          <DeferredHydration>
            <WhyChooseUsSection mode={mode} />
          </DeferredHydration>
        )}
      </WithMode>
      {/* Fragments of the remotes; each fails on its own, behind a retryable notice. */}
      <DeferredHydration data-testid="home-fragment-portfolio">
        <RemoteSlot
          remote="techApp"
          module="./PortfolioTeaser"
          label="our portfolio"
          variant="fragment"
        />
      </DeferredHydration>
      <DeferredHydration data-testid="home-fragment-pricing">
        <RemoteSlot
          remote="techApp"
          module="./PricingSection"
          label="our pricing plans"
          variant="fragment"
        />
      </DeferredHydration>
      <DeferredHydration data-testid="home-fragment-services">
        <RemoteSlot
          remote="techApp"
          module="./ServicesTeaser"
          label="our services"
          variant="fragment"
        />
      </DeferredHydration>
      {/* The programs teaser reads the mode from the shared store itself. */}
      <WithMode>
        {() => (
          <DeferredHydration data-testid="home-fragment-programs">
            <RemoteSlot
              remote="educationApp"
              module="./ProgramsTeaser"
              label="our programs"
              variant="fragment"
            />
          </DeferredHydration>
        )}
      </WithMode>
      <DeferredHydration>
        <AboutTeaserSection />
      </DeferredHydration>
      <DeferredHydration>
        <HomeTestimonials />
      </DeferredHydration>
      <WithMode>
        {(mode) => (
          <>
            {/* The FAQ's deep links (/#support-1) open their question on load. */}
            <DeferredHydration hydrateForAddressHash>
              <HomeFaq mode={mode} />
            </DeferredHydration>
            <DeferredHydration>
              <CallToActionSection mode={mode} />
            </DeferredHydration>
          </>
        )}
      </WithMode>
    </>
  );
}
