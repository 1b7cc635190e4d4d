import '../remote.css';
import { useMemo, useRef, useState } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  LivePart,
  PageMeta,
  brand,
  lazyModule,
  pathTo,
  type PageHead,
} from '@site/shared';
import { HeldSection } from '@site/shared/ui/held-section';
import { PageIntro } from '@site/shared/ui/page-intro';
import type { JobOpeningCode } from '@site/shared/schemas/career-application-rules';
import { ChosenOpeningsList } from '../careers/job-openings-list';
import { chooseOpening, createOpeningChoice } from '../careers/opening-choice';
import { jobOpenings } from '../data/job-openings';
import { heldPartCode } from '../held-part-code';

/**
 * The form's code (react-hook-form, the schema, the country list and phone rules) is most of the
 * page's weight, and on a phone the form is a long way down: it loads when the form comes on
 * screen or the visitor acts on it, and meanwhile the form is its server HTML.
 */
const applicationForm = lazyModule(heldPartCode['careers:form']);
const ChosenOpeningApplicationForm = applicationForm.component('ChosenOpeningApplicationForm');

export function head(): PageHead {
  return {
    title: `Careers at ${brand.name}, Join Our Team`,
    description:
      'Join our developers and marketers in Agra and remote across India: open roles in React, MERN, Node.js and Python, digital marketing and web data engineering.',
    path: pathTo('careers'),
    keywords: [
      'IT jobs Agra',
      'React developer jobs',
      'MERN developer jobs',
      'remote developer jobs India',
    ],
  };
}

/** Below this width the form sits under the openings, not beside them (the `lg` columns). */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

export default function CareersPage() {
  const [choice] = useState(() => createOpeningChoice());
  const applyHeading = useRef<HTMLHeadingElement>(null);
  // One element for the page's life, so nothing re-renders the form's part while it is held.
  const form = useMemo(() => <ChosenOpeningApplicationForm choice={choice} />, [choice]);

  function selectOpening(code: JobOpeningCode) {
    chooseOpening(choice, code);
    // On a phone the form is a long way down, under all five openings: take the visitor there,
    // with focus on its heading (not on a field, which would raise the keyboard). Wide screens
    // show the form beside the list already.
    if (window.matchMedia(SIDE_BY_SIDE_QUERY).matches) return;
    const heading = applyHeading.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      <PageMeta head={head()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <PageIntro eyebrow="Careers" title="Work With Us" className="mb-10 max-w-3xl">
          Help us shape the future of technology. Build real products for businesses in Agra,
          Bangalore and beyond, learn from senior engineers, and see your work go live every week.
        </PageIntro>
        <div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
          <section aria-labelledby="current-openings-heading">
            <h2 id="current-openings-heading" className="mb-4 text-2xl font-semibold">
              Current Openings
            </h2>
            {/* The list and the form hydrate as separate pieces of work: together they made
                one long task on a mid-range phone. */}
            <LivePart name="careers:openings">
              <ChosenOpeningsList openings={jobOpenings} choice={choice} onSelect={selectOpening} />
            </LivePart>
          </section>
          {/* Tighter on phones, so the phone row keeps its whole placeholder at 360 px. */}
          <Card>
            <CardHeader className="max-sm:px-4">
              <h2
                ref={applyHeading}
                tabIndex={-1}
                className="text-2xl font-semibold focus:outline-none"
              >
                Apply Now
              </h2>
            </CardHeader>
            <CardContent className="max-sm:px-4">
              <HeldSection
                name="careers:form"
                failureTitle="The application form could not be loaded"
              >
                {form}
              </HeldSection>
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}
