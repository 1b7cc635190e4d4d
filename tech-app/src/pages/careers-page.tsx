import '../remote.css';
import { useRef, useState } from 'react';
import {
  Card,
  CardContent,
  CardHeader,
  LivePart,
  PageMeta,
  brand,
  pathTo,
  type PageHead,
} from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import type { JobOpeningCode } from '@site/shared/schemas/career-application-rules';
import { CareerApplicationForm } from '../careers/career-application-form';
import { JobOpeningsList } from '../careers/job-openings-list';
import { jobOpenings } from '../data/job-openings';

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
  const [selectedCode, setSelectedCode] = useState<JobOpeningCode>(jobOpenings[0]!.code);
  const applyHeading = useRef<HTMLHeadingElement>(null);
  const selectedOpening =
    jobOpenings.find((opening) => opening.code === selectedCode) ?? jobOpenings[0]!;

  function selectOpening(code: JobOpeningCode) {
    setSelectedCode(code);
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
              <JobOpeningsList
                openings={jobOpenings}
                selectedCode={selectedCode}
                onSelect={selectOpening}
              />
            </LivePart>
          </section>
          <Card>
            <CardHeader>
              <h2
                ref={applyHeading}
                tabIndex={-1}
                className="text-2xl font-semibold focus:outline-none"
              >
                Apply Now
              </h2>
            </CardHeader>
            <CardContent>
              <LivePart name="careers:form">
                <CareerApplicationForm opening={selectedOpening} />
              </LivePart>
            </CardContent>
          </Card>
        </div>
      </section>
    </>
  );
}
