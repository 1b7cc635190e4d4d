import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, RuntimeConfigError } from '@site/shared';
import { configureRemotes } from './federation/remote-loader';
import { App } from './app';
import { ConfigErrorPage } from './config-error-page';
import './app.css';

const root = createRoot(document.getElementById('root')!);

/** Reads /site-config.json, points the remote loader at the deployed remotes, then renders. */
async function start() {
  try {
    const config = await loadRuntimeConfig('/site-config.json');
    configureRemotes(config.remotes);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    const message =
      error instanceof RuntimeConfigError ? error.message : 'An unexpected error stopped the site.';
    console.error(error);
    root.render(<ConfigErrorPage message={message} onRetry={() => void start()} />);
  }
}

void start();
