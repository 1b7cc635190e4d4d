import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  audienceOfPath,
  isNotFoundPath,
  loadRuntimeConfig,
  notFoundPageAnswers,
  readEmbeddedRuntimeConfig,
  remoteApps,
  RuntimeConfigError,
  startInMode,
  type RuntimeConfig,
} from '@site/shared';
import { configureRemotes } from './federation/remote-loader';
import { resolveOverrides } from './federation/remote-overrides';
import { showCandidateBanner } from './federation/candidate-banner';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';
import { preloadPageCode } from './pages/shell-pages';
import {
  reportCandidateBuilds,
  rootErrorOptions,
  startClientErrorReports,
} from './error-reports/client-error-reports';
import './app.css';

const container = document.getElementById('root')!;

const site = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Whether the page's markup was composed for this address, so the browser can hydrate it: the
 * same path (pages read a query only after hydrating: /search?q=, /contact?plan=), or a
 * not-found page where it answers (the site's "*" at an address no route matches, a section's
 * "/services/*" at an unknown service). Otherwise it renders afresh.
 */
function composedForThisUrl(): boolean {
  const renderedPath = container.getAttribute('data-rendered-url');
  if (renderedPath === null || !container.hasChildNodes()) return false;
  const { pathname } = window.location;
  if (isNotFoundPath(renderedPath)) return notFoundPageAnswers(renderedPath, pathname);
  return renderedPath === pathname;
}

/** The page's own runtime config, or the deployment's site-config.json (the dev server, a retry). */
async function runtimeConfig(fromNetwork: boolean): Promise<RuntimeConfig> {
  return (
    (fromNetwork ? null : readEmbeddedRuntimeConfig(document)) ??
    (await loadRuntimeConfig('/site-config.json'))
  );
}

/**
 * Points the remote loader at the deployed remotes, then hydrates the composed HTML of this
 * address, or renders from scratch when it was composed for another. A visitor landing on a
 * learner's page sees education mode, as the composition rendered it.
 */
async function start(fromNetwork = false) {
  try {
    const config = await runtimeConfig(fromNetwork);
    startClientErrorReports();
    const overrides = resolveOverrides(config, window.location.search, window.sessionStorage);
    configureRemotes(overrides.entries);
    reportCandidateBuilds(
      overrides.active.map(({ remote, entryUrl }) => ({ app: remoteApps[remote], entryUrl })),
    );
    startInMode(audienceOfPath(window.location.pathname));
    // The page's code was preloaded with the HTML; it is requested now, beside the shell's
    // hydration, and the page part hydrates when it is there.
    preloadPageCode(window.location.pathname);
    // A candidate remote renders afresh: the page was composed with the deployed one.
    if (composedForThisUrl() && overrides.active.length === 0) {
      hydrateRoot(container, site, rootErrorOptions);
    } else {
      container.replaceChildren();
      createRoot(container, rootErrorOptions).render(site);
    }
    showCandidateBanner(overrides);
  } catch (error) {
    const message =
      error instanceof RuntimeConfigError ? error.message : 'An unexpected error stopped the site.';
    console.error(error);
    container.replaceChildren();
    const errorRoot = createRoot(container);
    const retry = () => {
      errorRoot.unmount();
      void start(true);
    };
    errorRoot.render(<ConfigErrorPage message={message} onRetry={retry} />);
  }
}

void start();
