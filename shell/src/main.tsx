import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, RuntimeConfigError } from '@site/shared';
import { configureRemotes } from './federation/remote-loader';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';
import { removePrerenderedHeadTags, wasPrerenderedForThisUrl } from './prerendered-page';
import { preloadShellPage } from './pages/shell-pages';
import { replayBlockedPresses } from './replay-blocked-presses';
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
 * Reads /site-config.json, points the remote loader at the deployed remotes, then hydrates the
 * prerendered HTML of this URL, or renders from scratch when the HTML was made for another URL.
 */
async function start() {
  try {
    // The shell's page for this URL loads beside the config, so hydration never waits on it.
    const [config] = await Promise.all([
      loadRuntimeConfig('/site-config.json'),
      preloadShellPage(window.location.pathname),
    ]);
    configureRemotes(config.remotes);
    removePrerenderedHeadTags();
    if (wasPrerenderedForThisUrl(container)) {
      hydrateRoot(container, site);
      replayBlockedPresses(container);
    } else {
      container.replaceChildren();
      createRoot(container).render(site);
    }
  } catch (error) {
    const message =
      error instanceof RuntimeConfigError ? error.message : 'An unexpected error stopped the site.';
    console.error(error);
    container.replaceChildren();
    const errorRoot = createRoot(container);
    const retry = () => {
      errorRoot.unmount();
      void start();
    };
    errorRoot.render(<ConfigErrorPage message={message} onRetry={retry} />);
  }
}

void start();
