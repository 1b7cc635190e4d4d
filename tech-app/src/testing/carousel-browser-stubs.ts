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

/** Stubs them as globals; undo with `vi.unstubAllGlobals()`. */
export function stubCarouselBrowserApis() {
  vi.stubGlobal('matchMedia', inertMediaQuery);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
}
