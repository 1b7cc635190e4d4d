import { useRef } from 'react';

/**
 * Where focus goes when a Radix menu closes (its `onOpenChange` and `onCloseAutoFocus`). Radix
 * gives focus back to the trigger a moment later (in a later task). It does so only if:
 * - focus is nowhere else: a visitor who moved on with Tab or a click keeps their focus, and the
 *   key they press next reaches what they chose;
 * - the choice did not open another page: that page's heading takes focus (RouteChangeEffects).
 */
export function useMenuFocusReturn() {
  // Menus render in the browser only (their code loads after hydration), and may start open.
  const openedOnPath = useRef(window.location.pathname);
  return {
    onOpenChange(open: boolean) {
      if (open) openedOnPath.current = window.location.pathname;
    },
    onCloseAutoFocus(event: Event) {
      const focused = document.activeElement;
      const focusMovedOn = focused !== null && focused !== document.body;
      const pageChanged = window.location.pathname !== openedOnPath.current;
      if (focusMovedOn || pageChanged) event.preventDefault();
    },
  };
}
