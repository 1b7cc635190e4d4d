import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillPath, siteRoutes } from '@site/shared';
import type { RouteId, RouteParams } from '@site/shared';
import CareersPage from './careers-page';
import PortfolioDetailPage from './portfolio-detail-page';
import PortfolioPage from './portfolio-page';
import PricingPage from './pricing-page';
import ServiceDetailPage from './service-detail-page';
import ServicesPage from './services-page';
import PricingSection from '../components/pricing-section';
import PortfolioTeaser from '../components/portfolio-teaser';
import { stubCarouselBrowserApis } from '../testing/carousel-browser-stubs';
import { setTestRuntimeConfig } from '../testing/test-runtime-config';
import { prerenderPage } from '../testing/prerender-page';

/** Reports every element it observes as on screen: parts held until wanted hydrate too. */
class EverythingOnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 };
    queueMicrotask(() =>
      this.report([entry as unknown as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  stubCarouselBrowserApis();
  vi.stubGlobal('IntersectionObserver', EverythingOnScreen);
  setTestRuntimeConfig('GB');
});

/** The page hydrated by the current test: unmounted after it, so no work of it overlaps the next. */
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** `page` routed as its row of the route table, opened at `params` (none for the home fragments). */
function atRoute<Id extends RouteId>(id: Id, params: RouteParams<Id>, page: ReactElement) {
  const pattern = siteRoutes[id].path;
  return (
    <MemoryRouter initialEntries={[fillPath(pattern, params)]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>
  );
}

const cases: { name: string; element: () => ReactElement }[] = [
  { name: 'services', element: () => atRoute('services', {}, <ServicesPage />) },
  {
    name: 'service detail',
    element: () => atRoute('serviceDetail', { id: 'cloud-services' }, <ServiceDetailPage />),
  },
  {
    name: 'service not found',
    element: () => atRoute('serviceDetail', { id: 'unknown' }, <ServiceDetailPage />),
  },
  { name: 'pricing', element: () => atRoute('pricing', {}, <PricingPage />) },
  { name: 'careers', element: () => atRoute('careers', {}, <CareersPage />) },
  { name: 'portfolio', element: () => atRoute('portfolio', {}, <PortfolioPage />) },
  {
    name: 'case study',
    element: () => atRoute('portfolioDetail', { id: 'UTS' }, <PortfolioDetailPage />),
  },
  { name: 'pricing section', element: () => atRoute('home', {}, <PricingSection />) },
  { name: 'portfolio teaser', element: () => atRoute('home', {}, <PortfolioTeaser />) },
];

/** Prerendered pages are hydrated in the browser: the first client render must match. */
describe('server-rendered tech-app pages hydrate without mismatches', () => {
  for (const { name, element } of cases) {
    it(name, async () => {
      const container = document.createElement('div');
      container.innerHTML = await prerenderPage(element());
      document.body.append(container);
      const recoverableErrors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      await act(async () => {
        root = hydrateRoot(container, element(), {
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
