import type { ComponentType } from 'react';
import type { PageHead } from '../seo/page-head';
import type { EducationCatalogue, TechCatalogue } from './catalogue';
import type { SearchEntries } from './search-entries';
import type { AppName, PageModuleNameOf, RouteIdOf, RouteParams, SiteRoutes } from './routes';

/**
 * The contract between the shell and the remotes. A remote exposes exactly these modules;
 * the shell loads nothing else. Bump CONTRACT_VERSION's major on any breaking change, its minor
 * when a module or an optional export is added (3.1.0: './searchEntries'; 3.2.0: a page
 * module's `notFoundHead`, whose head has no `path`: its canonical link is left out by the
 * shared modules of a 3.2.0 shell, not by those of an older one).
 */
export const CONTRACT_VERSION = '3.2.0';

export type RemoteName = 'techApp' | 'educationApp';

/** The app (route owner) behind each federation remote name. */
export const remoteApps = {
  techApp: 'tech-app',
  educationApp: 'education-app',
} as const satisfies Record<RemoteName, AppName>;

/**
 * The attribute around a remote's content in the shell; each remote's stylesheet is scoped to
 * `[data-remote-app="<RemoteName>"]` (see shared/src/federation/scope-remote-css.ts).
 */
export const REMOTE_SCOPE_ATTRIBUTE = 'data-remote-app';

/**
 * The shell marks with this attribute a stylesheet link of the page whose download failed. A
 * remote's entry links again a stylesheet it needs that the page lacks or has only so marked
 * (shared/src/federation/skip-linked-remote-css.ts), which downloads it anew.
 */
export const FAILED_STYLESHEET_ATTRIBUTE = 'data-load-failed';

/**
 * Every remote exposes './manifest' so the shell can check, before rendering, that it
 * implements a compatible contract and exposes the module the shell wants.
 */
export interface RemoteManifest {
  app: 'tech-app' | 'education-app';
  contractVersion: string;
  /** The names of the modules it exposes. */
  modules: readonly string[];
}

/**
 * A page module: the page component, the page's head for the route's parameters, and, for a
 * route with parameters, every set of parameters to prerender.
 */
export interface PageModule<Params = Record<never, never>> {
  default: ComponentType;
  head: (params: Params) => PageHead;
  staticParams?: () => readonly Params[];
  /**
   * For a route whose last segment is its parameter (`/services/:id`): the head of its page for
   * a value that names nothing. A page module with one gets a not-found page of its own section
   * ("/services/*"), which the host serves, with status 404, at any such address.
   */
  notFoundHead?: () => PageHead;
}

/** A fragment the shell places in one of its pages (a home section). */
export interface FragmentModule {
  default: ComponentType;
}

/** The page modules of an app, typed by the route table: name -> module with its parameters. */
export type PageModulesOf<Owner extends AppName> = {
  [Id in RouteIdOf<Owner> as SiteRoutes[Id]['module']]: PageModule<RouteParams<Id>>;
};

/**
 * The modules each remote must expose, by name, for checks at run time (the contract suite).
 * The exposes types below are checked to name exactly these.
 */
export const contractModules = {
  techApp: [
    './manifest',
    './catalogue',
    './searchEntries',
    './ServicesPage',
    './ServiceDetailPage',
    './PricingPage',
    './CareersPage',
    './PortfolioPage',
    './PortfolioDetailPage',
    './ServicesTeaser',
    './PricingSection',
    './PortfolioTeaser',
  ],
  educationApp: [
    './manifest',
    './catalogue',
    './searchEntries',
    './EducationPage',
    './CohortPage',
    './CodingPage',
    './EnrollPage',
    './ApplyInternshipPage',
    './ProgramsTeaser',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

/**
 * Modules added in a minor version of the contract. A remote released before one of them still
 * implements the contract; the shell asks its manifest first and, when the module is not listed,
 * goes without it (the search page then shows no results from that remote) and reports nothing.
 */
export type OptionalContractModule = './searchEntries';

export type TechFragmentModule = './ServicesTeaser' | './PricingSection' | './PortfolioTeaser';
export type EducationFragmentModule = './ProgramsTeaser';

export type TechExposes = PageModulesOf<'tech-app'> & {
  './manifest': { default: RemoteManifest };
  './catalogue': { default: TechCatalogue };
  './searchEntries': { default: SearchEntries };
} & Record<TechFragmentModule, FragmentModule>;

export type EducationExposes = PageModulesOf<'education-app'> & {
  './manifest': { default: RemoteManifest };
  './catalogue': { default: EducationCatalogue };
  './searchEntries': { default: SearchEntries };
} & Record<EducationFragmentModule, FragmentModule>;

/** The shell's own page modules (not exposed; loaded by its router and its server build). */
export type ShellPageModules = PageModulesOf<'shell'>;

export type ExposesOf<R extends RemoteName> = R extends 'techApp' ? TechExposes : EducationExposes;
export type ExposedModuleName<R extends RemoteName> = keyof ExposesOf<R> & string;
export type TechModuleName = ExposedModuleName<'techApp'>;
export type EducationModuleName = ExposedModuleName<'educationApp'>;

/**
 * An app's map of module importers. Each remote writes its exposed modules as one of these
 * (`satisfies ModuleImporters<TechExposes>`), so `tsc` fails when a module is missing, renamed
 * or of the wrong shape; its federation build and its server build both read that map.
 */
export type ModuleImporters<Exposes> = {
  readonly [Name in keyof Exposes]: () => Promise<Exposes[Name]>;
};

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
// The runtime lists above name exactly the modules of the exposes types.
const techNamesMatch: Exactly<(typeof contractModules.techApp)[number], keyof TechExposes> = true;
const educationNamesMatch: Exactly<
  (typeof contractModules.educationApp)[number],
  keyof EducationExposes
> = true;
void techNamesMatch;
void educationNamesMatch;

/** Page module names of the remotes. */
export type RemotePageModuleName = PageModuleNameOf<'tech-app'> | PageModuleNameOf<'education-app'>;

/** Whether a remote built against `remoteVersion` can be used by a shell built against ours. */
export function isContractCompatible(remoteVersion: string, hostVersion = CONTRACT_VERSION) {
  const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major(remoteVersion)) && major(remoteVersion) === major(hostVersion);
}
