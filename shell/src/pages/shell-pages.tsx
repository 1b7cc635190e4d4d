import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyModule, matchesPattern, routeList, type ShellPageModule } from '@site/shared';
import { CodeLoadFailure } from '@site/shared/ui/load-failure';
import { loadRemoteExport } from '../federation/remote-loader';
import { homeLowerSections } from '../home/home-lower-sections-chunk';
import { shellPageModules } from './page-modules';

/**
 * A page loaded in its own chunk. `preload` fetches it ahead of time; a page that is already
 * loaded renders at once, so hydrating the page the visitor arrived on never waits for it.
 */
function pageChunk(load: () => Promise<{ default: ComponentType }>) {
  const chunk = lazyModule(load);
  const PageContent = chunk.component('default');
  function Page() {
    return (
      <ErrorBoundary fallback={<CodeLoadFailure variant="page" />}>
        <PageContent />
      </ErrorBoundary>
    );
  }
  return { Page, preload: chunk.load };
}

const shellPageChunks = Object.fromEntries(
  Object.entries(shellPageModules).map(([name, load]) => [name, pageChunk(load)]),
) as Record<ShellPageModule, ReturnType<typeof pageChunk>>;

/** The shell's page components by page module name (the shell rows of the route table). */
export const shellPages = Object.fromEntries(
  Object.entries(shellPageChunks).map(([name, chunk]) => [name, chunk.Page]),
) as unknown as Record<ShellPageModule, ComponentType>;

/** The shell page module for a path: its route's page, or the not-found page. */
function shellPageModuleFor(pathname: string): ShellPageModule | undefined {
  const route = routeList.find((row) => row.path !== '*' && matchesPattern(row.path, pathname));
  if (!route) return './NotFoundPage';
  return route.owner === 'shell' ? route.module : undefined;
}

/**
 * Starts loading the code of the page at `pathname`: the shell's page, or the remote's page
 * module. A failure is left to the page itself, which shows a retryable message when it renders.
 */
export function preloadPageCode(pathname: string): void {
  const module = shellPageModuleFor(pathname);
  if (module) {
    shellPageChunks[module].preload().catch(() => undefined);
    return;
  }
  const route = routeList.find((row) => row.path !== '*' && matchesPattern(row.path, pathname));
  if (route?.owner === 'tech-app') loadRemoteExport('techApp', route.module).catch(() => undefined);
  if (route?.owner === 'education-app') {
    loadRemoteExport('educationApp', route.module).catch(() => undefined);
  }
}

/** Loads every shell page (after the first interaction), so navigating never waits. */
export function preloadShellPages(): void {
  Object.values(shellPageChunks).forEach((chunk) => {
    chunk.preload().catch(() => {
      // A page that failed to preload is loaded again when it is visited.
    });
  });
  homeLowerSections.load().catch(() => undefined);
}
