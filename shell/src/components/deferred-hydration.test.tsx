import { act, lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './deferred-hydration';
import { Counter } from '../testing/counter';

/** jsdom has no IntersectionObserver; this one reports an element on screen when asked. */
class FakeIntersectionObserver {
  static observed: FakeIntersectionObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.observed.push(this);
  }
  disconnect() {
    this.targets = [];
  }
  bringOnScreen() {
    if (this.targets.length > 0) this.report([{ isIntersecting: true }]);
  }
}

/** The page as prerendered: what DeferredHydration renders on the server around a Counter. */
async function hydrateDeferredCounter({ hydrateForAddressHash = false } = {}) {
  const loadCounter = vi.fn(() => Promise.resolve({ default: Counter as ComponentType }));
  const LazyCounter = lazy(loadCounter);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <div>
      <Suspense fallback={null}>
        <Counter />
      </Suspense>
    </div>,
  );
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  await act(async () => {
    hydrateRoot(
      container,
      <DeferredHydration hydrateForAddressHash={hydrateForAddressHash}>
        <LazyCounter />
      </DeferredHydration>,
    );
  });
  return { loadCounter, serverButton };
}

describe('DeferredHydration', () => {
  beforeAll(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  });
  afterAll(() => vi.unstubAllGlobals());

  it('renders at once, loading its code, when the page is rendered in the browser', async () => {
    const loadCounter = vi.fn(() => Promise.resolve({ default: Counter as ComponentType }));
    const LazyCounter = lazy(loadCounter);
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <DeferredHydration>
          <LazyCounter />
        </DeferredHydration>,
      );
    });
    expect(loadCounter).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Count 0');
  });

  it('keeps the server HTML without loading its code until it comes on screen', async () => {
    const { loadCounter, serverButton } = await hydrateDeferredCounter();
    expect(loadCounter).not.toHaveBeenCalled();
    expect(serverButton.isConnected).toBe(true);

    await act(async () => FakeIntersectionObserver.observed.at(-1)!.bringOnScreen());
    expect(loadCounter).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same button, now with its handler.
    expect(serverButton.isConnected).toBe(true);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Count 1');
  });

  it('hydrates at once when asked to for a page opened with an address hash', async () => {
    window.history.replaceState(null, '', '/#support-1');
    try {
      const held = await hydrateDeferredCounter();
      expect(held.loadCounter).not.toHaveBeenCalled();

      const { loadCounter, serverButton } = await hydrateDeferredCounter({
        hydrateForAddressHash: true,
      });
      expect(loadCounter).toHaveBeenCalledTimes(1);
      expect(serverButton.isConnected).toBe(true);
      await act(async () => serverButton.click());
      expect(serverButton.textContent).toBe('Count 1');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('holds content back despite the option when the address has no hash', async () => {
    const { loadCounter } = await hydrateDeferredCounter({ hydrateForAddressHash: true });
    expect(loadCounter).not.toHaveBeenCalled();
  });

  // Last: after the first interaction every later gate opens at once.
  it('loads and hydrates on the visitor first interaction', async () => {
    const { loadCounter, serverButton } = await hydrateDeferredCounter();
    expect(loadCounter).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new Event('pointermove')));
    expect(loadCounter).toHaveBeenCalledTimes(1);
    expect(serverButton.isConnected).toBe(true);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Count 1');
  });

  // A click during hydration (such as on the mode switch) can come before a lower gate exists.
  it('opens at once when hydrated after the visitor first interaction', async () => {
    const { loadCounter, serverButton } = await hydrateDeferredCounter();
    expect(loadCounter).toHaveBeenCalledTimes(1);
    expect(serverButton.isConnected).toBe(true);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('Count 1');
  });
});
