import { useEffect, type RefObject } from 'react';

/**
 * While the drawer is open: Escape closes it (and the caller returns focus to its toggle), and a
 * pointer press outside `area` (the toggle and the drawer) closes it too.
 */
export function useDrawerDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  onClose: (reason: 'escape' | 'outside') => void,
) {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) onClose('outside');
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, area, onClose]);
}
