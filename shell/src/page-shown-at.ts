/** Set by the early script on <html>: the time (ms since the epoch) the visitor first saw the page. */
export const PAGE_SHOWN_AT_ATTRIBUTE = 'data-shown-at';

/**
 * When the visitor first saw this page. Falls back to now where the early script did not run
 * (a page rendered on the client alone, unit tests).
 */
export function pageShownAt(): number {
  const recorded = Number(document.documentElement.getAttribute(PAGE_SHOWN_AT_ATTRIBUTE));
  return Number.isFinite(recorded) && recorded > 0 ? recorded : Date.now();
}
