import { Link } from 'react-router-dom';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, PageHeading, pathTo } from '@site/shared';
import { NewTabLink } from '@site/shared/ui/new-tab-link';
import type { PortfolioProject } from '../data/portfolio-projects';
import { CheckList } from './check-list';
import { PortfolioIllustration } from './portfolio-illustration';
import { TagList } from './tag-list';

const caseStudySections = [
  { key: 'challenges', title: 'Challenges' },
  { key: 'solutions', title: 'Solutions' },
  { key: 'results', title: 'Results' },
] as const;

/** One project's case study (spec section 2, /portfolio/{id}). */
export function ProjectCaseStudy({ project }: { project: PortfolioProject }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" className="mb-6 -ml-2">
        <Link to={pathTo('portfolio')}>
          <ArrowLeft aria-hidden /> Back to Portfolio
        </Link>
      </Button>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <PortfolioIllustration project={project} />
        <div>
          <PageHeading>{project.title}</PageHeading>
          <p className="mt-3 font-medium text-primary">Client: {project.client}</p>
          <p className="mt-4 text-lg text-muted-foreground">{project.description}</p>
          <div className="mt-6">
            <TagList tags={project.stack} label="Technology stack" />
          </div>
          {project.liveUrl ? (
            <Button asChild size="lg" className="mt-8">
              <NewTabLink href={project.liveUrl}>
                View Live Project <ExternalLink aria-hidden />
              </NewTabLink>
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {caseStudySections.map((section) => (
          <Card key={section.key}>
            <CardHeader>
              <h2 className="text-2xl font-semibold">{section.title}</h2>
            </CardHeader>
            <CardContent>
              <CheckList items={project[section.key]} />
            </CardContent>
          </Card>
        ))}
      </div>
    </article>
  );
}
