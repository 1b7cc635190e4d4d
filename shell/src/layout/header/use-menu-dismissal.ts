import { useEffect, type RefObject } from 'react';

/**
 * While the phone menu is open, Escape closes it (focus goes back to its button) and so does a
 * press anywhere outside the header, as a visitor expects of a panel that opens over the page.
 * An Escape that an open menu inside the header has already used (Radix menus mark it handled)
 * and a press on such a menu, which the page shows outside the header, leave the panel open.
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
      close();
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || header.current?.contains(target)) return;
      if (target instanceof Element && target.closest('[role="menu"]')) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, header, menuButton, close]);
}
