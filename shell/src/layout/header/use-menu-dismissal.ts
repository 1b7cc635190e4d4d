import { useEffect, type RefObject } from 'react';

/**
 * While the phone menu is open, Escape closes it and gives focus back to its button, when focus
 * is in the header or nowhere in particular: an Escape meant for something opened since (the
 * enquiry widget, the contact popup) leaves the panel open, and so does one an open menu inside
 * the header has already used (Radix menus mark it handled). A tap on the page behind the panel
 * lands on its backdrop, which closes it (SiteHeader).
 */
export function useMenuDismissal(
  open: boolean,
  header: RefObject<HTMLElement | null>,
  menuButton: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      const focusIsOurs =
        !focused || focused === document.body || header.current?.contains(focused);
      if (!focusIsOurs) return;
      close();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, header, menuButton, close]);
}
