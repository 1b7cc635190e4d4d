import { vi } from 'vitest';

/** Browser APIs the pricing carousel (Embla) uses that jsdom lacks; inert stand-ins suffice. */
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function inertMediaQuery(query: string) {
  return {
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  };
}

/**
 * Stubs them as globals, and gives elements an offsetParent (jsdom lays nothing out, and Embla
 * only listens for drags in a container that has one), and a margin on every element. Undo with `vi.unstubAllGlobals()` and
 * `vi.restoreAllMocks()`.
 */
export function stubCarouselBrowserApis() {
  vi.stubGlobal('matchMedia', inertMediaQuery);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.parentElement;
  });
  // Embla reads the last card's margin; jsdom computes none from no stylesheet ('' is NaN).
  if (!document.getElementById('carousel-test-margins')) {
    const margins = document.createElement('style');
    margins.id = 'carousel-test-margins';
    margins.textContent = '* { margin: 0; }';
    document.head.append(margins);
  }
}
