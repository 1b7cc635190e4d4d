/**
 * The one route table of the site: every page, its path, its name for visitors, the app that
 * owns it and the page module that renders it. The shell's routes, each remote's standalone
 * routes, the composition, the search and 404 page lists and the route lists of the tests and
 * the benchmark are all derived from it; no other file writes a route path.
 */

/** The three deployable apps (design.md, "Who owns what"). */
export type AppName = 'shell' | 'tech-app' | 'education-app';

/** One row of the route table. */
export interface SiteRoute {
  /** A React Router path: `/services/:id`, or `*` for the not-found page. */
  path: string;
  /** The page's name for visitors, as listed by the search page and the 404 filter. */
  label: string;
  owner: AppName;
  /** The owning app's page module (for a remote, the name it exposes through federation). */
  module: `./${string}Page`;
  /** Further names the page is found by in the search page and the 404 filter. */
  aliases?: readonly string[];
  /** Left out of those lists: pages that need a parameter, the search page, the 404 page. */
  unlisted?: true;
}

export const siteRoutes = {
  home: { path: '/', label: 'Home', owner: 'shell', module: './HomePage' },
  services: {
    path: '/services',
    label: 'Services',
    owner: 'tech-app',
    module: './ServicesPage',
  },
  serviceDetail: {
    path: '/services/:id',
    label: 'Service',
    owner: 'tech-app',
    module: './ServiceDetailPage',
    unlisted: true,
  },
  pricing: { path: '/pricing', label: 'Pricing', owner: 'tech-app', module: './PricingPage' },
  portfolio: {
    path: '/portfolio',
    label: 'Portfolio',
    owner: 'tech-app',
    module: './PortfolioPage',
  },
  portfolioDetail: {
    path: '/portfolio/:id',
    label: 'Case study',
    owner: 'tech-app',
    module: './PortfolioDetailPage',
    unlisted: true,
  },
  careers: { path: '/careers', label: 'Careers', owner: 'tech-app', module: './CareersPage' },
  about: { path: '/about', label: 'About', owner: 'shell', module: './AboutPage' },
  contact: { path: '/contact', label: 'Contact', owner: 'shell', module: './ContactPage' },
  education: {
    path: '/education',
    label: 'Education',
    owner: 'education-app',
    module: './EducationPage',
    aliases: ['Courses'],
  },
  cohort: {
    path: '/cohort',
    label: 'Cohort',
    owner: 'education-app',
    module: './CohortPage',
    aliases: ['Internships'],
  },
  coding: { path: '/coding', label: 'Coding', owner: 'education-app', module: './CodingPage' },
  enroll: {
    path: '/enroll',
    label: 'Enroll Now',
    owner: 'education-app',
    module: './EnrollPage',
  },
  applyInternship: {
    path: '/apply-internship',
    label: 'Apply for Internship',
    owner: 'education-app',
    module: './ApplyInternshipPage',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    owner: 'shell',
    module: './PrivacyPolicyPage',
  },
  termsOfService: {
    path: '/terms-of-service',
    label: 'Terms of Service',
    owner: 'shell',
    module: './TermsOfServicePage',
  },
  refundPolicy: {
    path: '/refund-policy',
    label: 'Refund Policy',
    owner: 'shell',
    module: './RefundPolicyPage',
  },
  search: {
    path: '/search',
    label: 'Search',
    owner: 'shell',
    module: './SearchPage',
    unlisted: true,
  },
  notFound: {
    path: '*',
    label: 'Page Not Found',
    owner: 'shell',
    module: './NotFoundPage',
    unlisted: true,
  },
} as const satisfies Record<string, SiteRoute>;

export type SiteRoutes = typeof siteRoutes;
export type RouteId = keyof SiteRoutes;

/** The parameters a path names: `/services/:id` -> `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type RouteParams<Id extends RouteId> = PathParams<SiteRoutes[Id]['path']>;

/** Routes of one app, by id. */
export type RouteIdOf<Owner extends AppName> = {
  [Id in RouteId]: SiteRoutes[Id]['owner'] extends Owner ? Id : never;
}[RouteId];

/** The page module names of one app. */
export type PageModuleNameOf<Owner extends AppName> = SiteRoutes[RouteIdOf<Owner>]['module'];

export type TechPageModule = PageModuleNameOf<'tech-app'>;
export type EducationPageModule = PageModuleNameOf<'education-app'>;
export type ShellPageModule = PageModuleNameOf<'shell'>;
export type RemotePageModule = TechPageModule | EducationPageModule;

type RouteWithoutParams = {
  [Id in RouteId]: keyof RouteParams<Id> extends never ? Id : never;
}[RouteId];

/**
 * The address of a page: `pathTo('contact')`, `pathTo('serviceDetail', { id: 'seo-optimization' })`.
 * Parameters are URL-encoded.
 */
export function pathTo<Id extends RouteWithoutParams>(route: Id): string;
export function pathTo<Id extends RouteId>(route: Id, params: RouteParams<Id>): string;
export function pathTo(route: RouteId, params: Record<string, string> = {}): string {
  return fillPath(siteRoutes[route].path, params);
}

/** Puts parameters into a path pattern: `/services/:id` + `{ id }` -> `/services/<id>`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** One row of the table with its id; narrowing on `owner` narrows `module` to that app's names. */
export type RouteRow = { [Id in RouteId]: SiteRoutes[Id] & { id: Id } }[RouteId];

/** Every row of the table with its id, in the table's order. */
export const routeList = Object.entries(siteRoutes).map(([id, route]) => ({
  ...route,
  id,
})) as readonly RouteRow[];

/** The routes an app owns. */
export function routesOwnedBy<Owner extends AppName>(
  owner: Owner,
): readonly Extract<RouteRow, { owner: Owner }>[] {
  return routeList.filter(
    (route): route is Extract<RouteRow, { owner: Owner }> => route.owner === owner,
  );
}

/** The route a page module renders. */
export function routeOfModule(owner: AppName, module: string): RouteRow {
  const route = routeList.find((row) => row.owner === owner && row.module === module);
  if (!route) throw new Error(`${owner} has no route for ${module}`);
  return route;
}

export interface SitePageLink {
  label: string;
  to: string;
}

/**
 * Every page a visitor can look for by name (spec: the site-page list of search and 404):
 * each listed route under its label and then its aliases.
 */
export const sitePages: readonly SitePageLink[] = routeList.flatMap((route: SiteRoute) =>
  route.unlisted
    ? []
    : [route.label, ...(route.aliases ?? [])].map((label) => ({ label, to: route.path })),
);

/** The audience a route belongs to: a visitor landing on a learner's page sees education mode. */
export function audienceOfPath(pathname: string): 'tech' | 'education' {
  const owner = routeList.find(
    (route: SiteRoute) => route.path !== '*' && matchesPattern(route.path, pathname),
  )?.owner;
  return owner === 'education-app' ? 'education' : 'tech';
}

/** Whether `pathname` matches a path pattern such as `/services/:id` (no splats). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index])
  );
}

/**
 * "/services/:id" -> "/services/*": the address of the not-found page of a route's section,
 * which answers for any value of its parameter that names nothing (PageModule.notFoundHead).
 */
export function sectionNotFoundPath(pattern: string): string {
  if (!/^(\/[\w-]+)+\/:\w+$/.test(pattern)) {
    throw new Error(
      `${pattern}: only a route ending in its parameter has a section not-found page`,
    );
  }
  return pattern.replace(/:\w+$/, '*');
}

/** Whether a page address is a not-found page: the site's ("*") or a section's ("/services/*"). */
export function isNotFoundPath(pagePath: string): boolean {
  return pagePath === '*' || pagePath.endsWith('/*');
}

/**
 * Whether the not-found page composed for `notFoundPath` is the page for `pathname`: the site's
 * at an address no route matches, a section's at an address right under it ("/services/x").
 */
export function notFoundPageAnswers(notFoundPath: string, pathname: string): boolean {
  if (notFoundPath === '*') {
    return !routeList.some((route) => route.path !== '*' && matchesPattern(route.path, pathname));
  }
  return matchesPattern(notFoundPath.replace(/\*$/, ':value'), pathname);
}
