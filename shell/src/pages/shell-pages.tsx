import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ShellCodeLoadFailure } from '../components/load-failure';
import { lazyChunk } from '../components/lazy-chunk';
import { homeLowerSections } from '../home/home-lower-sections-chunk';

type PageModule = { default: ComponentType };

/**
 * A page loaded in its own chunk. `preload` fetches it ahead of time; a page that is already
 * loaded renders at once, so hydrating the page the visitor arrived on never waits for it.
 */
function pageChunk(load: () => Promise<PageModule>) {
  const chunk = lazyChunk(load);
  const PageContent = chunk.component('default');
  function Page() {
    return (
      <ErrorBoundary fallback={<ShellCodeLoadFailure variant="page" />}>
        <PageContent />
      </ErrorBoundary>
    );
  }
  return { Page, preload: chunk.preload };
}

/** The shell's own pages by route path (the shell rows of design.md's ownership table). */
const shellPageChunks: Record<string, ReturnType<typeof pageChunk>> = {
  '/': pageChunk(() => import('./home-page')),
  '/about': pageChunk(() => import('./about-page')),
  '/contact': pageChunk(() => import('./contact-page')),
  '/search': pageChunk(() => import('./search-page')),
  '/privacy-policy': pageChunk(() => import('./privacy-policy-page')),
  '/terms-of-service': pageChunk(() => import('./terms-of-service-page')),
  '/refund-policy': pageChunk(() => import('./refund-policy-page')),
};

export const shellPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(shellPageChunks).map(([path, chunk]) => [path, chunk.Page]),
);

/**
 * Loads the shell page for `pathname`, if the shell owns one there. A failure is left to the
 * page itself, which shows a retryable message when it renders.
 */
export async function preloadShellPage(pathname: string): Promise<void> {
  await shellPageChunks[pathname]?.preload().catch(() => undefined);
}

/** Loads every shell page (after the first interaction), so navigating never waits. */
export function preloadShellPages(): void {
  Object.values(shellPageChunks).forEach((chunk) => {
    chunk.preload().catch(() => {
      // A page that failed to preload is loaded again when it is visited.
    });
  });
  homeLowerSections.preload().catch(() => undefined);
}
