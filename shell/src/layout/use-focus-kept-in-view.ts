import { useEffect } from 'react';

/**
 * Keeps a control that takes the keyboard focus clear of the fixed header and action dock. The
 * browser scrolls a focused element only when none of it shows, so a message box half under the
 * dock stayed there. `block: 'nearest'` moves the page by the least that shows it whole within
 * the page's scroll padding (app.css), and not at all when it already does.
 */
export function useFocusKeptInView() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const control = event.target;
      if (!(control instanceof HTMLElement) || !control.matches(':focus-visible')) return;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}
