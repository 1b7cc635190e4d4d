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
 * first frame that has it, and keeps it there while the page's HTML arrives. The browser does so
 * only once the page's module scripts have run, which left a visitor who followed a link to a
 * section at the top of the page until start-up, then jumped. Runs in the early script, so it
 * imports nothing. Only on a fresh visit: on a reload or a move through history the browser puts
 * back where the visitor was.
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
  // Each frame while the page's HTML arrives: the element, once parsed, is brought into view,
  // and kept there as what comes after it arrives (a short page can first end above it). The
  // page moved and the element with it since the last frame means the visitor moved it (a
  // scrollbar dragged); the page moved with the element staying put is the browser keeping it
  // in place as something above it grew.
  let left: { scrollY: number; top: number } | null = null;
  const keepInView = () => {
    if (visitorScrolled.signal.aborted) return;
    const target = win.document.getElementById(id);
    if (
      left &&
      target &&
      win.scrollY !== left.scrollY &&
      target.getBoundingClientRect().top !== left.top
    ) {
      visitorScrolled.abort();
      return;
    }
    target?.scrollIntoView({ block: 'start', behavior: 'instant' });
    left = target ? { scrollY: win.scrollY, top: target.getBoundingClientRect().top } : null;
    if (win.document.readyState === 'loading') win.requestAnimationFrame(keepInView);
    else visitorScrolled.abort();
  };
  win.requestAnimationFrame(keepInView);
}
