import '../remote.css';
import { Link } from 'react-router-dom';
import { Button, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import { OpportunityGrid } from '../components/opportunities/opportunity-grid';
import { internships } from '../data/internships';
import { useRevealAddressTarget } from '../lib/address-target';

export function head(): PageHead {
  return {
    title: `Internships in Agra: Front-End, Full-Stack, UI/UX | ${brand.name}`,
    description:
      'Front-end (3 months, remote), full-stack (6 months, on-site in Agra) and UI/UX (3 months, remote) internships on real client projects with a mentor.',
    path: pathTo('cohort'),
    keywords: [
      'internship Agra',
      'web development internship',
      'UI UX internship',
      'full stack internship',
    ],
  };
}

/** /cohort: the three internships, each with "Apply Now". */
export default function CohortPage() {
  // "/cohort#uiux-internship" (a search result) shows that internship.
  useRevealAddressTarget((id) => internships.some((internship) => internship.id === id));
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta head={head()} />
      <PageIntro
        eyebrow="Cohort"
        title={<>Internships at {brand.name}</>}
        as="header"
        className="max-w-3xl"
      >
        Join a cohort of interns working on live client projects. You get a mentor, weekly code or
        design reviews and a certificate of experience that lists what you shipped.
      </PageIntro>
      <section aria-labelledby="open-internships-heading" className="space-y-6">
        <h2 id="open-internships-heading" className="text-2xl font-bold tracking-tight">
          Open internships
        </h2>
        <OpportunityGrid
          opportunities={internships}
          actionLabel="Apply Now"
          actionPath={pathTo('applyInternship')}
        />
      </section>
      <aside className="flex flex-col items-start gap-4 rounded-xl border border-border bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>
          Not sure which internship suits you? Tell us about yourself and we will help you choose.
        </p>
        <Button asChild variant="outline">
          <Link to={pathTo('contact')}>Talk to us</Link>
        </Button>
      </aside>
    </div>
  );
}
