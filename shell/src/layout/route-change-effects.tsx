import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isPageLink } from '@site/shared/early-input/capture';

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

/** Whether a click on `link` is one the router follows in this tab: a plain click. */
function isPlainLinkClick(link: HTMLAnchorElement, click: MouseEvent): boolean {
  const modified =
    click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  return !modified && isPageLink(link, window.location);
}

/** A page the visitor asked for: its path, and where focus and their actions stood then. */
interface PageRequest {
  path: string;
  focus: Element | null;
  actionsBefore: number;
}

/**
 * What the visitor has done, counted from the start: the keys and presses (the press that opens
 * a menu, the key that starts typing), and the last page they asked for, by a link or by going
 * back or forward. The router shows a new address in a transition, which a busy phone can
 * finish well after the visitor asked; whatever they did in between is theirs too.
 */
function recordVisitorActions() {
  const record = { actions: 0, lastRequest: null as PageRequest | null };
  const requestNow = (path: string) => {
    record.lastRequest = { path, focus: document.activeElement, actionsBefore: record.actions };
  };
  // Replayed early presses and keys count too: they are the visitor's, made a moment earlier.
  const onAction = () => {
    record.actions += 1;
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !isPlainLinkClick(link, event)) return;
    // A link to this page asks for nothing, unless this page is the one still on its way.
    const onItsWay = record.lastRequest?.path === link.pathname;
    if (link.pathname === window.location.pathname && !onItsWay) return;
    // The link's own key or press came before its click and is not counted against it.
    requestNow(link.pathname);
  };
  // Once the click has been handled: a link whose click went nowhere asked for nothing.
  const afterClick = () => {
    if (record.lastRequest?.path !== window.location.pathname) record.lastRequest = null;
  };
  const onHistoryMove = () => requestNow(window.location.pathname);
  const options = { capture: true, passive: true } as const;
  document.addEventListener('keydown', onAction, options);
  document.addEventListener('pointerdown', onAction, options);
  document.addEventListener('click', onClick, options);
  window.addEventListener('click', afterClick);
  window.addEventListener('popstate', onHistoryMove);
  const stop = () => {
    document.removeEventListener('keydown', onAction, options);
    document.removeEventListener('pointerdown', onAction, options);
    document.removeEventListener('click', onClick, options);
    window.removeEventListener('click', afterClick);
    window.removeEventListener('popstate', onHistoryMove);
  };
  return { record, stop };
}

type VisitorActions = ReturnType<typeof recordVisitorActions>['record'];

/**
 * Whether focus has become someone else's since the visitor asked for `pathname` (by pressing
 * a link to it or going back or forward, or else now): they pressed a key or the pointer
 * (opened a menu, started typing) or focus moved (a search result's page focused the item its
 * address names). While a remote page's code is on its way this can happen before its heading
 * exists, and the heading must then not take focus away.
 */
function focusOwnershipSince(pathname: string, visitor: VisitorActions) {
  const atChange = { focus: document.activeElement, actionsBefore: visitor.actions };
  // Read when asked: a second press on the link while its page is on its way renews the request.
  const request = () => (visitor.lastRequest?.path === pathname ? visitor.lastRequest : atChange);
  return {
    isTaken() {
      const { focus, actionsBefore } = request();
      const focused = document.activeElement;
      const focusMoved = focused !== null && focused !== document.body && focused !== focus;
      return visitor.actions > actionsBefore || focusMoved;
    },
  };
}

/**
 * On every path change: scroll to the top, move focus to the new page's main heading and
 * announce the page to screen readers, unless focus has become someone else's meanwhile (see
 * `focusOwnershipSince`). Nothing happens on the first render.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const announcer = useRef<HTMLParagraphElement>(null);
  const visitor = useRef<VisitorActions | null>(null);

  useEffect(() => {
    const recording = recordVisitorActions();
    visitor.current = recording.record;
    return recording.stop;
  }, []);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const focus = focusOwnershipSince(pathname, visitor.current!);
    return whenPageHeadingAppears((heading) => {
      if (!focus.isTaken()) heading.focus({ preventScroll: true });
      // The page asked for has arrived; a link to it now asks for nothing.
      if (visitor.current?.lastRequest?.path === pathname) visitor.current.lastRequest = null;
      if (announcer.current) announcer.current.textContent = document.title;
    });
  }, [pathname]);

  return <p ref={announcer} aria-live="polite" className="sr-only" />;
}
