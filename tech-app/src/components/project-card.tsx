import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { Button, Card, CardContent, CardFooter, CardHeader } from '@site/shared';
import type { PortfolioProject } from '../data/portfolio-projects';
import { PortfolioIllustration } from './portfolio-illustration';
import { TagList } from './tag-list';

/** One case study in the portfolio list and the home teaser. */
export function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="project-card">
      <div className="p-4 pb-0">
        <PortfolioIllustration project={project} />
      </div>
      <CardHeader>
        <h3 className="text-xl font-semibold">
          <Link to={project.caseStudy} className="hover:underline">
            {project.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-primary">Client: {project.client}</p>
        <p className="text-sm text-muted-foreground">{project.description}</p>
      </CardHeader>
      <CardContent className="mt-auto">
        <TagList tags={project.stack} label={`${project.title} technology stack`} />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to={project.caseStudy} aria-label={`View Case Study: ${project.title}`}>
            View Case Study <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
