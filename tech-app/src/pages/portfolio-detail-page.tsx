import '../remote.css';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button, PageMeta, brand } from '@site/shared';
import { NotFoundPanel } from '../components/not-found-panel';
import { ProjectCaseStudy } from '../components/project-case-study';
import { findPortfolioProject } from '../data/portfolio-projects';

export default function PortfolioDetailPage() {
  const { id } = useParams();
  const project = findPortfolioProject(id);

  if (!project) {
    return (
      <>
        <PageMeta
          title={`Project Not Found | ${brand.name}`}
          description="This case study does not exist. See all our projects in the portfolio."
          path={`/portfolio/${id ?? ''}`}
          robots="noindex"
        />
        <NotFoundPanel
          heading="Project Not Found"
          message="We couldn't find that case study. Take a look at the projects in our portfolio instead."
        >
          <Button asChild>
            <Link to="/portfolio">
              <ArrowLeft aria-hidden /> Back to Portfolio
            </Link>
          </Button>
        </NotFoundPanel>
      </>
    );
  }

  return (
    <>
      <PageMeta
        title={`${project.title} | Case Study | ${brand.name}`}
        description={project.description}
        path={project.caseStudy}
        type="article"
        keywords={[...project.stack.slice(0, 4), 'case study']}
      />
      <ProjectCaseStudy project={project} />
    </>
  );
}
