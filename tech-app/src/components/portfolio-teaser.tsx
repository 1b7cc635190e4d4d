import '../remote.css';
import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button, pathTo } from '@site/shared';
import { portfolioProjects } from '../data/portfolio-projects';
import { ProjectGrid } from './project-grid';

/** The home page's portfolio block: the three case studies and a link to the portfolio. */
export default function PortfolioTeaser() {
  return (
    <section
      aria-labelledby="portfolio-teaser-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-10 text-center">
        <h2 id="portfolio-teaser-heading" className="text-3xl font-bold tracking-tight">
          Our Recent Work
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          An online store, a satellite-communication services site and a corporate website: see the
          problems we solved and the results our clients measured.
        </p>
      </div>
      <ProjectGrid projects={portfolioProjects} />
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to={pathTo('portfolio')}>
            View Full Portfolio <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
