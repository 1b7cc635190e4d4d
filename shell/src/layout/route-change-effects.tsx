import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const PAGE_HEADING = 'main [data-page-heading]';
/** A remote page that has not rendered by then has failed or is very slow: stop looking. */
const HEADING_WAIT_MS = 10_000;

/**
 * Calls `onFound` with the page's main heading once it is in the document: at once for the
 * shell's pages, after their code arrives for the remotes'. Returns a function that stops
 * looking.
 */
function whenPageHeadingAppears(onFound: (heading: HTMLElement) => void): () => void {
  const findHeading = () => document.querySelector<HTMLElement>(PAGE_HEADING);
  const present = findHeading();
  if (present) {
    onFound(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = findHeading();
    if (!heading) return;
    stop();
    onFound(heading);
  });
  const giveUp = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(giveUp);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Watches, from a path change on, whether focus has become someone else's: the visitor pressed a
 * key or the pointer (opened a menu, started typing) or focus moved (a search result's page
 * focused the item its address names). While a remote page's code is on its way this can happen
 * before its heading exists, and the heading must then not take focus away.
 */
function watchFocusOwnership() {
  const focusAtChange = document.activeElement;
  let visitorActed = false;
  // Replayed early presses and keys count too: they are the visitor's, made a moment earlier.
  const onAction = () => {
    visitorActed = true;
  };
  const options = { capture: true, passive: true } as const;
  document.addEventListener('keydown', onAction, options);
  document.addEventListener('pointerdown', onAction, options);
  return {
    isTaken() {
      const focused = document.activeElement;
      const focusMoved = focused !== null && focused !== document.body && focused !== focusAtChange;
      return visitorActed || focusMoved;
    },
    stop() {
      document.removeEventListener('keydown', onAction, options);
      document.removeEventListener('pointerdown', onAction, options);
    },
  };
}

/**
 * On every path change: scroll to the top, move focus to the new page's main heading and
 * announce the page to screen readers, unless focus has become someone else's meanwhile (see
 * `watchFocusOwnership`). Nothing happens on the first render.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const announcer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const focus = watchFocusOwnership();
    const stopLooking = whenPageHeadingAppears((heading) => {
      focus.stop();
      if (!focus.isTaken()) heading.focus({ preventScroll: true });
      if (announcer.current) announcer.current.textContent = document.title;
    });
    return () => {
      stopLooking();
      focus.stop();
    };
  }, [pathname]);

  return <p ref={announcer} aria-live="polite" className="sr-only" />;
}
