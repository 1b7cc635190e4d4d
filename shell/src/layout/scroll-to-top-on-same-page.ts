import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * For site links: a link to the page the visitor is on does nothing by itself (the path does not
 * change, so nothing scrolls), which feels broken from the bottom of a page. This returns a click
 * handler for a link to `to` that, on that page, takes the visitor to its top instead, with focus
 * on the page's main heading as after any page change.
 */
export function useScrollToTopOnSamePage() {
  const { pathname, search, hash } = useLocation();
  return (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (to !== pathname || !isPlainLeftClick(event)) return;
    // The same address: nothing to navigate to. (From /contact?plan=… the link still drops the
    // query, as a link to /contact should.)
    if (!search && !hash) event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    document.querySelector<HTMLElement>('main [data-page-heading]')?.focus({ preventScroll: true });
  };
}
