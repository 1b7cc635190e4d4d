import '../remote.css';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { NotFoundPanel } from '../components/not-found-panel';
import { ProjectCaseStudy } from '../components/project-case-study';
import { findPortfolioProject, portfolioProjects } from '../data/portfolio-projects';

/** The page at an address naming no case study: the same wherever it answers, so no address. */
export function notFoundHead(): PageHead {
  return {
    title: `Project Not Found | ${brand.name}`,
    description: 'This case study does not exist. See all our projects in the portfolio.',
    robots: 'noindex',
  };
}

export function head({ id }: { id: string }): PageHead {
  const project = findPortfolioProject(id);
  if (!project) return notFoundHead();
  return {
    title: `${project.title} | Case Study | ${brand.name}`,
    description: project.description,
    path: pathTo('portfolioDetail', { id: project.id }),
    type: 'article',
    keywords: [...project.stack.slice(0, 4), 'case study'],
  };
}

/** Every case study is prerendered. */
export function staticParams() {
  return portfolioProjects.map((project) => ({ id: project.id }));
}

export default function PortfolioDetailPage() {
  const { id = '' } = useParams();
  const project = findPortfolioProject(id);

  if (!project) {
    return (
      <>
        <PageMeta head={head({ id })} />
        <NotFoundPanel
          heading="Project Not Found"
          message="We couldn't find that case study. Take a look at the projects in our portfolio instead."
        >
          <Button asChild>
            <Link to={pathTo('portfolio')}>
              <ArrowLeft aria-hidden /> Back to Portfolio
            </Link>
          </Button>
        </NotFoundPanel>
      </>
    );
  }

  return (
    <>
      <PageMeta head={head({ id })} />
      <ProjectCaseStudy project={project} />
    </>
  );
}
