import type { TechCatalogue } from '@site/shared';
import { portfolioProjects } from './data/portfolio-projects';
import { pricingPlans } from './data/pricing-plans';
import { services } from './data/services';

/**
 * What the shell may know of tech-app's content: search, header submenu, contact subject and the
 * pages to prerender.
 */
const catalogue: TechCatalogue = {
  services: services.map(({ id, title, price }) => ({ id, title, price })),
  plans: pricingPlans.map(({ id, serviceId, title, price }) => ({ id, serviceId, title, price })),
  caseStudies: portfolioProjects.map(({ id, title }) => ({ id, title })),
};

export default catalogue;
