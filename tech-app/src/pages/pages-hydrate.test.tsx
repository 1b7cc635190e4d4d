import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@site/shared';
import CareersPage from './careers-page';
import PortfolioDetailPage from './portfolio-detail-page';
import PortfolioPage from './portfolio-page';
import PricingPage from './pricing-page';
import ServiceDetailPage from './service-detail-page';
import ServicesPage from './services-page';
import PricingSection from '../components/pricing-section';
import PortfolioTeaser from '../components/portfolio-teaser';
import { stubCarouselBrowserApis } from '../testing/carousel-browser-stubs';

beforeAll(() => {
  stubCarouselBrowserApis();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ country_code: 'GB' }), { status: 200 })),
  );
  setRuntimeConfig({
    remotes: { techApp: 'http://localhost/remoteEntry.js', educationApp: 'http://localhost/e.js' },
    apiBaseUrl: 'http://localhost:4176',
    blogPostsEndpoint: 'http://localhost:4176/wp/v2/posts',
    geoLookupEndpoint: 'http://localhost:4176/api/geo/',
  });
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function atPath(path: string, pattern: string, page: ReactElement) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>
  );
}

const cases: { name: string; element: () => ReactElement }[] = [
  { name: 'services', element: () => atPath('/services', '/services', <ServicesPage />) },
  {
    name: 'service detail',
    element: () => atPath('/services/cloud-services', '/services/:id', <ServiceDetailPage />),
  },
  {
    name: 'service not found',
    element: () => atPath('/services/unknown', '/services/:id', <ServiceDetailPage />),
  },
  { name: 'pricing', element: () => atPath('/pricing', '/pricing', <PricingPage />) },
  { name: 'careers', element: () => atPath('/careers', '/careers', <CareersPage />) },
  { name: 'portfolio', element: () => atPath('/portfolio', '/portfolio', <PortfolioPage />) },
  {
    name: 'case study',
    element: () => atPath('/portfolio/UTS', '/portfolio/:id', <PortfolioDetailPage />),
  },
  { name: 'pricing section', element: () => atPath('/', '/', <PricingSection />) },
  { name: 'portfolio teaser', element: () => atPath('/', '/', <PortfolioTeaser />) },
];

/** Prerendered pages are hydrated in the browser: the first client render must match. */
describe('server-rendered tech-app pages hydrate without mismatches', () => {
  for (const { name, element } of cases) {
    it(name, async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(element());
      document.body.append(container);
      const recoverableErrors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        hydrateRoot(container, element(), {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });
      const logged = consoleError.mock.calls.map((call) => String(call[0]));
      consoleError.mockRestore();
      expect(recoverableErrors).toEqual([]);
      expect(logged.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
      expect(container.querySelector('h1, h2')).not.toBeNull();
    });
  }
});
