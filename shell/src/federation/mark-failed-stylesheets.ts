import { FAILED_STYLESHEET_ATTRIBUTE } from '@site/shared/contracts/remote-modules';

/**
 * Marks each stylesheet link whose download fails, from the page's own links on, so that a
 * remote's code links again a stylesheet it needs (FAILED_STYLESHEET_ATTRIBUTE). A browser gives
 * a failed cross-origin stylesheet the same empty sheet as a loaded one, so only the link's
 * error event tells them apart. Runs in the early script, before the page's links.
 */
export function markFailedStylesheets(document: Document): void {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.relList.contains('stylesheet')) {
        link.setAttribute(FAILED_STYLESHEET_ATTRIBUTE, '');
      }
    },
    // A resource's error does not bubble; it is seen on its way down.
    true,
  );
}
