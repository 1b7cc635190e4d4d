import '../remote.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta, brand, lazyModule, pathTo, type PageHead } from '@site/shared';
import { HeldSection } from '@site/shared/ui/held-section';
import { PageIntro } from '@site/shared/ui/page-intro';
import { CODING_SECTION_IDS, CodingSectionLinks } from '../components/coding/coding-section-links';
import { TutorialBrowser } from '../components/coding/tutorial-browser';
import { heldPartCode } from '../held-part-code';

const OpportunityTabs = lazyModule(heldPartCode['coding:opportunities']).component(
  'OpportunityTabs',
);

export function head(): PageHead {
  return {
    title: `Free Coding Tutorials, Internships & Hackathons | ${brand.academyName}`,
    description:
      'Learn Java, Python, C, C++, HTML and CSS with 30 free lessons and practice questions, then apply for a front-end, full-stack or UI/UX internship or join a hackathon in Agra.',
    path: pathTo('coding'),
    keywords: [
      'java tutorial',
      'python tutorial',
      'c programming',
      'coding hackathon Agra',
      'internship Agra',
    ],
  };
}

/** /coding: the tutorial browser, then the internships and hackathons tabs. */
export default function CodingPage() {
  const { hash } = useLocation();

  // The page arrives after the browser's own jump to #section, so repeat that jump once here.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta head={head()} />
      <header className="space-y-6">
        <PageIntro
          eyebrow="Learn · Practise · Compete"
          title="Coding Tutorials, Internships & Hackathons"
          className="max-w-3xl"
        >
          Start with free lessons written by our trainers, practise with real questions, then put
          your skills to work in an internship or a hackathon with {brand.name}.
        </PageIntro>
        <CodingSectionLinks />
      </header>

      <section
        id={CODING_SECTION_IDS.tutorials}
        aria-labelledby="tutorials-heading"
        className="scroll-mt-20 space-y-6"
      >
        <div className="max-w-3xl">
          <h2 id="tutorials-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Tutorials
          </h2>
          <p className="mt-2 text-muted-foreground">
            Pick a language, then work through its topics in order with Previous and Next.
          </p>
        </div>
        <TutorialBrowser />
      </section>

      <section
        id={CODING_SECTION_IDS.opportunities}
        aria-labelledby="opportunities-heading"
        className="scroll-mt-20 space-y-6"
      >
        <div className="max-w-3xl">
          <h2 id="opportunities-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Internships & Hackathons
          </h2>
          <p className="mt-2 text-muted-foreground">
            Gain real project experience with a mentor, or test yourself against the clock.
          </p>
        </div>
        {/* A long way down on a phone: the tabs' code loads when wanted, or at once when the
            address has a hash (a hackathon's deep link opens its tab). */}
        <HeldSection name="coding:opportunities" hydrateForAddressHash>
          <OpportunityTabs />
        </HeldSection>
      </section>
    </div>
  );
}
