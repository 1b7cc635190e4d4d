import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change: scroll to the top, move focus to the new page's main heading (unless
 * the address names an item the page has focused) and announce the page to screen readers.
 * Nothing happens on the first render.
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
    // Remote pages render after their code arrives, so look for the heading for a short while.
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const heading = document.querySelector<HTMLElement>('main [data-page-heading]');
      if (heading || tries > 40) {
        window.clearInterval(timer);
        if (heading) {
          // An address with a hash names an item the page brings into view and focuses itself
          // (a search result's course or topic); focus it has placed in the page stays there.
          const placedByPage =
            window.location.hash.length > 1 &&
            document.activeElement !== document.body &&
            document.querySelector('main')?.contains(document.activeElement);
          if (!placedByPage) heading.focus({ preventScroll: true });
          if (announcer.current) announcer.current.textContent = document.title;
        }
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname]);

  return <p ref={announcer} aria-live="polite" className="sr-only" />;
}
