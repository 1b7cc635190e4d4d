import { useEffect } from 'react';
import { isInFixedLayer } from '@site/shared';

/**
 * Scrolls the page, and only the page, by the least that shows `control` whole between the
 * page's scroll padding (the fixed header above, the dock below: app.css), keeping the control's
 * own scroll margin (a field's label above it). Scroll areas inside the page, a carousel's
 * included, are left to the browser.
 */
function scrollPageToShow(control: HTMLElement) {
  const page = getComputedStyle(document.documentElement);
  const own = getComputedStyle(control);
  const top = (parseFloat(page.scrollPaddingTop) || 0) + (parseFloat(own.scrollMarginTop) || 0);
  const bottom =
    window.innerHeight -
    (parseFloat(page.scrollPaddingBottom) || 0) -
    (parseFloat(own.scrollMarginBottom) || 0);
  const box = control.getBoundingClientRect();
  if (box.top < top) window.scrollBy({ top: box.top - top });
  else if (box.bottom > bottom)
    window.scrollBy({ top: Math.min(box.bottom - bottom, box.top - top) });
}

/**
 * Keeps the control that Tab (or Shift+Tab) moves to clear of the fixed header and action dock.
 * The browser scrolls a focused element only when none of it shows, so a message box half under
 * the dock stayed there. Only Tab's focus: a script that focuses a heading scrolls the page as
 * it means to, and focus given back to a field as the window returns moves nothing.
 */
export function useFocusKeptInView() {
  useEffect(() => {
    let tabbing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      // The focus moves as the key's default action, in this task.
      tabbing = true;
      window.setTimeout(() => {
        tabbing = false;
      });
    };
    const onFocusIn = (event: FocusEvent) => {
      const control = event.target;
      if (!tabbing || !(control instanceof HTMLElement) || isInFixedLayer(control)) return;
      scrollPageToShow(control);
    };
    document.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
