import '../remote.css';
import { PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import { ProjectGrid } from '../components/project-grid';
import { portfolioProjects } from '../data/portfolio-projects';

export function head(): PageHead {
  return {
    title: `Portfolio | Case Studies in Web, E-commerce & Cloud | ${brand.name}`,
    description:
      'Case studies from our Agra and Bangalore team: the S2Lib e-commerce platform, the UTS satellite-communication services site and a corporate technology website.',
    path: pathTo('portfolio'),
    keywords: ['web development portfolio Agra', 'e-commerce case study', 'IT company projects'],
  };
}

export default function PortfolioPage() {
  return (
    <>
      <PageMeta head={head()} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <PageIntro eyebrow="Case studies" title="Our Portfolio" className="mb-10 max-w-3xl">
          Real projects for real businesses. Each case study shows the challenge we were given, how
          we solved it and what changed for the client afterwards.
        </PageIntro>
        {/* The cards' titles are h3s, as in the home page's portfolio section. */}
        <h2 className="sr-only">Projects</h2>
        <ProjectGrid projects={portfolioProjects} />
      </section>
    </>
  );
}
