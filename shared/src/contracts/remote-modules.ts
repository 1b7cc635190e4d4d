import type { ComponentType } from 'react';
import type { EducationCatalogue, TechCatalogue } from './catalogue';
import type { EducationPageModule, TechPageModule } from './routes';

/**
 * The contract between the shell and the remotes. A remote exposes exactly these modules;
 * the shell loads nothing else. Bump CONTRACT_VERSION's major on any breaking change.
 */
export const CONTRACT_VERSION = '2.0.0';

export type RemoteName = 'techApp' | 'educationApp';

/**
 * The attribute around a remote's content in the shell; each remote's stylesheet is scoped to
 * `[data-remote-app="<RemoteName>"]` (see shared/src/federation/scope-remote-css.ts).
 */
export const REMOTE_SCOPE_ATTRIBUTE = 'data-remote-app';

/** Every remote exposes './manifest' so the shell can check compatibility before rendering. */
export interface RemoteManifest {
  app: 'tech-app' | 'education-app';
  contractVersion: string;
  /** Build stamp of the deployed folder (version and build time). */
  buildVersion: string;
}

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

export interface FragmentModule {
  default: ComponentType;
}

export type TechFragmentModule = './ServicesTeaser' | './PricingSection' | './PortfolioTeaser';
export type EducationFragmentModule = './ProgramsTeaser';

export interface TechExposes {
  './manifest': { default: RemoteManifest };
  './catalogue': { default: TechCatalogue };
}

export interface EducationExposes {
  './manifest': { default: RemoteManifest };
  './catalogue': { default: EducationCatalogue };
}

export type TechModuleName = TechPageModule | TechFragmentModule | keyof TechExposes;
export type EducationModuleName =
  EducationPageModule | EducationFragmentModule | keyof EducationExposes;

export type ExposedModuleName<R extends RemoteName> = R extends 'techApp'
  ? TechModuleName
  : EducationModuleName;

/** Whether a remote built against `remoteVersion` can be used by a shell built against ours. */
export function isContractCompatible(remoteVersion: string, hostVersion = CONTRACT_VERSION) {
  const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major(remoteVersion)) && major(remoteVersion) === major(hostVersion);
}
