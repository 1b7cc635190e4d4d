/** What a visitor does to move the page themselves; from then on it is theirs to place. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Brings the element the address's hash names (`/privacy-policy#data-security`) into view in the
 * first frame that has it. The browser does so only once the page's module scripts have run,
 * which left a visitor who followed a link to a section at the top of the page until start-up,
 * then jumped. Runs in the early script, so it imports nothing. Only on a fresh visit: on a
 * reload or a move through history the browser puts back where the visitor was.
 */
export function scrollToAddressAnchor(win: Window): void {
  const id = anchorId(win.location.hash);
  if (!id) return;
  const [navigation] = win.performance.getEntriesByType(
    'navigation',
  ) as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== 'navigate') return;

  const visitorScrolled = new AbortController();
  for (const type of VISITOR_SCROLLS) {
    win.addEventListener(type, () => visitorScrolled.abort(), {
      capture: true,
      passive: true,
      signal: visitorScrolled.signal,
    });
  }
  // Each frame until the element has been parsed; no longer than the page's HTML takes.
  const scrollOnceParsed = () => {
    if (visitorScrolled.signal.aborted) return;
    const target = win.document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      visitorScrolled.abort();
    } else if (win.document.readyState === 'loading') {
      win.requestAnimationFrame(scrollOnceParsed);
    } else {
      visitorScrolled.abort();
    }
  };
  win.requestAnimationFrame(scrollOnceParsed);
}
