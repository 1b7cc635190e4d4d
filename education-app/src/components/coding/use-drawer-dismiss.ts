import { useEffect, type RefObject } from 'react';

/**
 * While the drawer is open: Escape closes it (and the caller returns focus to its toggle); a
 * pointer press outside `area` (the toggle and the drawer) closes it, except on the `backdrop`,
 * which closes it on its own click so that the tap does not go on to whatever lies under it;
 * and focus moving outside `area` (tabbing on past the last topic) closes it too.
 */
export function useDrawerDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  backdrop: RefObject<HTMLElement | null>,
  onClose: (reason: 'escape' | 'outside') => void,
) {
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !area.current?.contains(target) && target !== backdrop.current;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (isOutside(event.target)) onClose('outside');
    };
    const closeOnFocusOutside = (event: FocusEvent) => {
      if (isOutside(event.target)) onClose('outside');
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('focusin', closeOnFocusOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('focusin', closeOnFocusOutside);
    };
  }, [open, area, backdrop, onClose]);
}
