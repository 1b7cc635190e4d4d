import type { ComponentProps, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  LivePart,
  PageMeta,
  brand,
  pathTo,
  useSiteMode,
  type PageHead,
  type SiteMode,
} from '@site/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { CodeLoadFailure } from '@site/shared/ui/load-failure';
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
 * A home section below the first screen: its server HTML stays as it is, and its code is not
 * even downloaded, until it comes on screen or the visitor acts on it. Code that fails to load
 * shows a retryable message in its place.
 */
function LowerSection({ children, ...part }: ComponentProps<typeof LivePart>) {
  return (
    <LivePart hydrate="when-wanted" {...part}>
      <ErrorBoundary fallback={<CodeLoadFailure variant="fragment" />}>{children}</ErrorBoundary>
    </LivePart>
  );
}

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
      <LowerSection name="home:technologies">
        <TechIconStrip />
      </LowerSection>
      <LowerSection name="home:core-values">
        <CoreValuesSection />
      </LowerSection>
      <LowerSection name="home:why-us">
        <WhyUsSection />
      </LowerSection>
      <WithMode>
        {(mode) => (
          <LowerSection name="home:why-choose-us">
            <WhyChooseUsSection mode={mode} />
          </LowerSection>
        )}
      </WithMode>
      {/* Fragments of the remotes; each fails on its own, behind a retryable notice. */}
      <LowerSection name="home:portfolio" data-testid="home-fragment-portfolio">
        <RemoteSlot
          remote="techApp"
          module="./PortfolioTeaser"
          label="our portfolio"
          variant="fragment"
        />
      </LowerSection>
      <LowerSection name="home:pricing" data-testid="home-fragment-pricing">
        <RemoteSlot
          remote="techApp"
          module="./PricingSection"
          label="our pricing plans"
          variant="fragment"
        />
      </LowerSection>
      <LowerSection name="home:services" data-testid="home-fragment-services">
        <RemoteSlot
          remote="techApp"
          module="./ServicesTeaser"
          label="our services"
          variant="fragment"
        />
      </LowerSection>
      {/* The programs teaser reads the mode from the shared store itself. */}
      <WithMode>
        {() => (
          <LowerSection name="home:programs" data-testid="home-fragment-programs">
            <RemoteSlot
              remote="educationApp"
              module="./ProgramsTeaser"
              label="our programs"
              variant="fragment"
            />
          </LowerSection>
        )}
      </WithMode>
      <LowerSection name="home:about">
        <AboutTeaserSection />
      </LowerSection>
      <LowerSection name="home:testimonials">
        <HomeTestimonials />
      </LowerSection>
      <WithMode>
        {(mode) => (
          <>
            {/* The FAQ's deep links (/#support-1) open their question on load. */}
            <LowerSection name="home:faq" hydrateForAddressHash>
              <HomeFaq mode={mode} />
            </LowerSection>
            <LowerSection name="home:call-to-action">
              <CallToActionSection mode={mode} />
            </LowerSection>
          </>
        )}
      </WithMode>
    </>
  );
}
