import {
  Suspense,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIsHydrating } from '../lib/use-is-hydrating';
import {
  HELD_ATTRIBUTE,
  PART_ATTRIBUTE,
  PART_WANTED_EVENT,
  earlyInput,
  type EarlyInput,
} from './parts';

/** Resolves once `element` is on screen, or an event the visitor made waits for it. */
function whenWanted(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (earlyInput()?.isWanted(element)) {
      resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    });
    function open() {
      observer.disconnect();
      element.removeEventListener(PART_WANTED_EVENT, open);
      resolve();
    }
    element.addEventListener(PART_WANTED_EVENT, open);
    observer.observe(element);
  });
}

/** Opens once the part's element is attached (by ref) and then wanted. */
function createGate() {
  let attach: (element: HTMLElement | null) => void = () => undefined;
  const attached = new Promise<HTMLElement>((resolve) => {
    attach = (element) => {
      if (element) resolve(element);
    };
  });
  return { attach, opened: attached.then(whenWanted) };
}

/**
 * Holds hydration until the gate opens. Content that React renders in the browser instead (the
 * part's props changed before it hydrated, as a mode switch does) is never held, nor is a part
 * after the visitor has moved to another page: the move updates every link in it, and a held
 * part would hold the whole navigation back.
 */
function Gate({ opened, children }: { opened: Promise<void>; children: ReactNode }) {
  const hydrating = useIsHydrating();
  // Read at render: React's attempt to hydrate for a navigation renders with the old location.
  if (hydrating && !earlyInput()?.hasNavigated()) use(opened);
  return children;
}

/**
 * Tells the early script about the part's element once it is committed. When the element is
 * committed in the same pass as the caller (content rendered in the browser), its ref is attached
 * after the caller's layout effect runs, so the report waits for the end of the commit.
 */
function useReportPart(
  part: RefObject<HTMLElement | null>,
  report: (input: EarlyInput, element: HTMLElement) => void,
) {
  useLayoutEffect(() => {
    const send = () => {
      const input = earlyInput();
      if (part.current && input) report(input, part.current);
    };
    if (part.current) send();
    else queueMicrotask(send);
  }, [part, report]);
}

const markLive = (input: EarlyInput, element: HTMLElement) => input.markLive(element);
const markLoading = (input: EarlyInput, element: HTMLElement) => input.markLoading(element);

/** Tells the early script that the part's content has been committed: its handlers are live. */
function LiveMarker({ part }: { part: RefObject<HTMLElement | null> }) {
  useReportPart(part, markLive);
  return null;
}

/**
 * Shown with the fallback: the part's content is rendered in the browser and waits for its code,
 * so the page has not settled (the early script holds back code it does not need yet).
 */
function LoadingMarker({ part }: { part: RefObject<HTMLElement | null> }) {
  useReportPart(part, markLoading);
  return null;
}

type LivePartProps = Omit<ComponentProps<'div'>, 'ref'> & {
  /** The part's name: its `data-part`, and its key in the benchmark's live times. */
  name: string;
  children: ReactNode;
  /**
   * `at-once` (default): hydrates as soon as React gets to it, as its own piece of work.
   * `when-wanted`: server content stays plain HTML, its code not even downloaded, until it is on
   * screen or the visitor acts on it; content rendered in the browser is never held.
   */
  hydrate?: 'at-once' | 'when-wanted';
  /**
   * With `when-wanted`: hydrate at once when the page was opened with an address hash
   * (`/#support-1`), for content that acts on it on load (a FAQ opening the anchored question).
   */
  hydrateForAddressHash?: boolean;
  /** Shown while content rendered in the browser waits for its code (never during hydration). */
  fallback?: ReactNode;
};

/**
 * One part of a page: a Suspense boundary around server-rendered content, which React hydrates
 * on its own, and the part's live marker. Until the part is live the early script holds what
 * the visitor does in it and replays it then (capture.ts). The wrapper adds no box, except
 * for a part held until it is on screen, which needs one to be seen.
 */
export function LivePart({
  name,
  children,
  hydrate = 'at-once',
  hydrateForAddressHash = false,
  fallback = null,
  className = hydrate === 'at-once' ? 'contents' : undefined,
  ...wrapperProps
}: LivePartProps) {
  const hydrating = useIsHydrating();
  const element = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    if (hydrate !== 'when-wanted' || !hydrating || typeof window === 'undefined') return null;
    return hydrateForAddressHash && window.location.hash.length > 1 ? null : createGate();
  });
  // The same element on every render of this component, so a re-render here never reaches the
  // boundary while it still holds server HTML (an update there would switch it to client rendering).
  const content = useMemo(
    () => (
      <Suspense
        fallback={
          <>
            <LoadingMarker part={element} />
            {fallback}
          </>
        }
      >
        {gate ? <Gate opened={gate.opened}>{children}</Gate> : children}
        <LiveMarker part={element} />
      </Suspense>
    ),
    [gate, children, fallback],
  );
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      gate?.attach(node);
    },
    [gate],
  );
  return (
    <div
      {...wrapperProps}
      className={className}
      {...{ [PART_ATTRIBUTE]: name, [HELD_ATTRIBUTE]: hydrate === 'when-wanted' ? '' : undefined }}
      ref={attach}
    >
      {content}
    </div>
  );
}
