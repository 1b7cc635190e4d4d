/**
 * The shell's server build (vite.server.config.ts): renders any page of the site with the
 * deployed remotes' server builds, for the composition (scripts/delivery/compose.mjs). The
 * browser never loads this file.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { audienceOfPath, setRuntimeConfig, startInMode, type RuntimeConfig } from '@site/shared';
import { App } from './app';
import {
  provideServerRemotes,
  type LoadedRemoteModule,
  type ServerRemotes,
} from './federation/server-remote-loader';

export { shellPageModules as pageModules } from './pages/page-modules';

export interface RenderedPage {
  /** The markup of the page: React's hoisted head tags first, then the body. */
  html: string;
  /** The remote modules the page rendered, whose stylesheets it needs. */
  remoteModules: LoadedRemoteModule[];
  /** Errors met while rendering (a part that failed is left for the browser to render). */
  errors: unknown[];
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** Renders the whole site at `url`, waiting for every remote page and fragment to resolve. */
export async function renderPage(
  url: string,
  { config, remotes }: { config: RuntimeConfig; remotes: ServerRemotes },
): Promise<RenderedPage> {
  setRuntimeConfig(config);
  // A learner's page is composed in education mode, as the browser will hydrate it.
  startInMode(audienceOfPath(new URL(url, 'http://localhost').pathname));
  const remoteModules = provideServerRemotes(remotes);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Keep every Suspense boundary's content inline: no out-of-order segments, so the page
    // needs no inline script (the CSP forbids them) and reads complete without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  return { html: await streamToString(prelude), remoteModules: remoteModules(), errors };
}
