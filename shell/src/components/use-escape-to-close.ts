import { useEffect, type RefObject } from 'react';

interface EscapeToClose {
  open: boolean;
  /** The part that is open, or the part it belongs to (the header of the phone menu). */
  area: RefObject<HTMLElement | null>;
  close: () => void;
  /** Given focus back once closed: the button that opened it. */
  opener?: RefObject<HTMLElement | null>;
  /** Also when focus is nowhere in particular (on the page's body). */
  whenFocusIsNowhere?: boolean;
}

/**
 * While a panel or menu the page keeps open is open, Escape closes it and gives focus back to
 * its opener, when focus is in it: an Escape meant for something opened since (a dialog, another
 * panel) leaves it open, and so does one that a Radix menu inside it has already used (Radix
 * marks it handled). Used by the phone menu, the enquiry panel and the quick-action menu.
 */
export function useEscapeToClose({
  open,
  area,
  close,
  opener,
  whenFocusIsNowhere = false,
}: EscapeToClose) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      const focusIsNowhere = !focused || focused === document.body;
      const focusIsOurs = area.current?.contains(focused) || (whenFocusIsNowhere && focusIsNowhere);
      if (!focusIsOurs) return;
      close();
      opener?.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, area, close, opener, whenFocusIsNowhere]);
}
