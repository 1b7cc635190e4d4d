import type { PortfolioProject } from '../data/portfolio-projects';
import { ProjectCard } from './project-card';

export function ProjectGrid({ projects }: { projects: readonly PortfolioProject[] }) {
  return (
    <ul className="card-grid" aria-label="Projects">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
