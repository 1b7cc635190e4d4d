/** Which app owns each route of the site (design.md, "Who owns what"). */
export type RouteOwner = 'shell' | 'tech-app' | 'education-app';

/** A route with its owner; a remote's route names the page module that remote exposes. */
export type OwnedRoute =
  | { path: string; owner: 'shell' }
  | { path: string; owner: 'tech-app'; exposedModule: TechPageModule }
  | { path: string; owner: 'education-app'; exposedModule: EducationPageModule };

export type TechPageModule =
  | './ServicesPage'
  | './ServiceDetailPage'
  | './PricingPage'
  | './CareersPage'
  | './PortfolioPage'
  | './PortfolioDetailPage';

export type EducationPageModule =
  './EducationPage' | './CohortPage' | './CodingPage' | './EnrollPage' | './ApplyInternshipPage';

export type RemotePageModule = TechPageModule | EducationPageModule;

export const routeTable: readonly OwnedRoute[] = [
  { path: '/', owner: 'shell' },
  { path: '/about', owner: 'shell' },
  { path: '/contact', owner: 'shell' },
  { path: '/search', owner: 'shell' },
  { path: '/privacy-policy', owner: 'shell' },
  { path: '/terms-of-service', owner: 'shell' },
  { path: '/refund-policy', owner: 'shell' },
  { path: '/services', owner: 'tech-app', exposedModule: './ServicesPage' },
  { path: '/services/:id', owner: 'tech-app', exposedModule: './ServiceDetailPage' },
  { path: '/pricing', owner: 'tech-app', exposedModule: './PricingPage' },
  { path: '/careers', owner: 'tech-app', exposedModule: './CareersPage' },
  { path: '/portfolio', owner: 'tech-app', exposedModule: './PortfolioPage' },
  { path: '/portfolio/:id', owner: 'tech-app', exposedModule: './PortfolioDetailPage' },
  { path: '/education', owner: 'education-app', exposedModule: './EducationPage' },
  { path: '/cohort', owner: 'education-app', exposedModule: './CohortPage' },
  { path: '/coding', owner: 'education-app', exposedModule: './CodingPage' },
  { path: '/enroll', owner: 'education-app', exposedModule: './EnrollPage' },
  { path: '/apply-internship', owner: 'education-app', exposedModule: './ApplyInternshipPage' },
];
