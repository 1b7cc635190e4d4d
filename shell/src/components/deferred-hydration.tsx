import {
  Suspense,
  use,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { onFirstInteraction } from '../first-interaction';
import { ShellCodeLoadFailure } from './load-failure';

const noSubscription = () => () => undefined;

/** True while React hydrates server HTML: only then does it read the server snapshot. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Resolves once `element` is on screen or the visitor first interacts, whichever is first. */
function whenWanted(element: Element): Promise<void> {
  return new Promise((resolve) => {
    let opened = false;
    let stopWaitingForInteraction = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    });
    function open() {
      opened = true;
      observer.disconnect();
      stopWaitingForInteraction();
      resolve();
    }
    // After the visitor's first interaction this opens at once, before observing anything.
    stopWaitingForInteraction = onFirstInteraction(open);
    if (!opened) observer.observe(element);
  });
}

/** Opens once its wrapper element is attached (by ref) and then wanted. */
function createGate() {
  let attach: (element: HTMLElement | null) => void = () => undefined;
  const attached = new Promise<HTMLElement>((resolve) => {
    attach = (element) => {
      if (element) resolve(element);
    };
  });
  return { attach, opened: attached.then(whenWanted) };
}

function Gate({ opened, children }: { opened: Promise<void> | null; children: ReactNode }) {
  if (opened) use(opened);
  return children;
}

type DeferredHydrationProps = ComponentProps<'div'> & {
  children: ReactNode;
  /**
   * Hydrate at once when the page was opened with an address hash (`/#support-1`): the content
   * acts on it on load (a FAQ opens and scrolls to the anchored question).
   */
  hydrateForAddressHash?: boolean;
};

/** Whether hydration should hold this content back until it is wanted. */
function shouldDefer(hydrating: boolean, hydrateForAddressHash: boolean): boolean {
  if (!hydrating || typeof window === 'undefined') return false;
  return !(hydrateForAddressHash && window.location.hash.length > 1);
}

/**
 * Server-rendered content that stays plain HTML until it is on screen or the visitor first
 * interacts (moves the pointer, taps, presses a key or scrolls). Until then its code is not even
 * downloaded: children that are `React.lazy` components or remote modules start loading when
 * the gate opens. Content rendered in the browser (after a client-side navigation) is not held.
 *
 * Every way of reaching the content (scrolling, moving the pointer, tabbing) opens the gate
 * first; a press on one of its buttons (not tabs) before its code has arrived takes effect once
 * it has (replay-blocked-presses.ts). Content below the first screen is the intended use. Code
 * that fails to load shows a retryable message in its place.
 */
export function DeferredHydration({
  children,
  hydrateForAddressHash = false,
  ...wrapperProps
}: DeferredHydrationProps) {
  const hydrating = useIsHydrating();
  // Prerendering never waits; hydration waits on the wrapper's gate.
  const [gate] = useState(() =>
    shouldDefer(hydrating, hydrateForAddressHash) ? createGate() : null,
  );
  // The same element on every render of this component, so a re-render here never reaches the
  // boundary while it still holds server HTML (an update there would switch it to client rendering).
  const content = useMemo(
    () => (
      <ErrorBoundary fallback={<ShellCodeLoadFailure variant="fragment" />}>
        <Suspense fallback={null}>
          <Gate opened={gate?.opened ?? null}>{children}</Gate>
        </Suspense>
      </ErrorBoundary>
    ),
    [gate, children],
  );
  return (
    <div ref={gate?.attach} {...wrapperProps}>
      {content}
    </div>
  );
}
