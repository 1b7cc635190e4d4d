import type { ModuleImporters, TechExposes } from '@site/shared';

/**
 * The modules tech-app exposes to the shell, checked by `tsc` against the contract in
 * @site/shared: a module missing, renamed or of another shape fails the typecheck. The
 * federation build exposes these files; the server build renders them.
 */
export const exposedModules = {
  './manifest': () => import('./manifest'),
  './catalogue': () => import('./catalogue'),
  './searchEntries': () => import('./search-entries'),
  './ServicesPage': () => import('./pages/services-page'),
  './ServiceDetailPage': () => import('./pages/service-detail-page'),
  './PricingPage': () => import('./pages/pricing-page'),
  './CareersPage': () => import('./pages/careers-page'),
  './PortfolioPage': () => import('./pages/portfolio-page'),
  './PortfolioDetailPage': () => import('./pages/portfolio-detail-page'),
  './ServicesTeaser': () => import('./components/services-teaser'),
  './PricingSection': () => import('./components/pricing-section'),
  './PortfolioTeaser': () => import('./components/portfolio-teaser'),
} satisfies ModuleImporters<TechExposes>;
