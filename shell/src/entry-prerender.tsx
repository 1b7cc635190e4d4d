/**
 * Build-time rendering of one URL to HTML (React 19 static rendering). Used by
 * scripts/prerender.mjs; the browser never loads this file.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { routeTable, setRuntimeConfig, type RuntimeConfig, type TechCatalogue } from '@site/shared';
import { loadRemoteExport } from './federation/remote-loader';
import { App } from './app';

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/** Renders the site at `url`; waits for every remote page and fragment to resolve. */
export async function renderUrl(url: string, config: RuntimeConfig): Promise<string> {
  setRuntimeConfig(config);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Keep every Suspense boundary's content inline: no out-of-order segments, so the page
    // needs no inline script (the CSP forbids them) and reads complete without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/**
 * Every URL to prerender: the fixed routes of the route table, each service and case study
 * named by tech-app's catalogue, and "*" for the not-found page.
 */
export async function prerenderRoutes(): Promise<string[]> {
  const catalogue = await loadRemoteExport<'techApp', TechCatalogue>('techApp', './catalogue');
  const fixed = routeTable.map((route) => route.path).filter((path) => !path.includes(':'));
  return [
    ...fixed,
    ...catalogue.services.map((service) => `/services/${service.id}`),
    ...(catalogue.caseStudies ?? []).map((study) => `/portfolio/${study.id}`),
    '*',
  ];
}
