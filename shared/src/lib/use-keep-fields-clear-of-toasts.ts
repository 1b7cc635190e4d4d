import { useEffect, type RefObject } from 'react';
// Through the package entry, as the shell's code that imports this file reaches shared code.
import { isInFixedLayer } from '@site/shared';

/** How much of the viewport's bottom the toasts take, read by `scroll-padding-bottom`. */
const CLEARANCE_PROPERTY = '--toast-clearance';

/** A focused field in the page and the messages it points at. */
function focusedFieldWithMessages(): Element[] {
  const field = document.activeElement;
  if (
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) ||
    // A dialog's field scrolls with the dialog, whose own padding the toasts do not change.
    isInFixedLayer(field)
  ) {
    return [];
  }
  const messages = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((message) => message !== null);
  return [field, ...messages];
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * While toasts are shown, the page's bottom scroll padding grows by their height, and a focused
 * field they cover is brought above them along with its message. A form that refuses a field
 * focuses it as its failure toast appears; on a short phone screen the toast would otherwise
 * hide the reason for its 5 seconds.
 */
export function useKeepFieldsClearOfToasts(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const toasts = region.current;
    if (!toasts) return;
    const root = document.documentElement;
    const keepClear = () => {
      if (toasts.childElementCount === 0) {
        root.style.removeProperty(CLEARANCE_PROPERTY);
        return;
      }
      root.style.setProperty(CLEARANCE_PROPERTY, `${toasts.offsetHeight}px`);
      const inSight = focusedFieldWithMessages();
      const toastsBox = toasts.getBoundingClientRect();
      const boxes = inSight.map((element) => ({ element, box: element.getBoundingClientRect() }));
      if (boxes.some(({ box }) => overlap(box, toastsBox))) {
        // The lowest of them, brought above the toasts, brings the others along.
        const lowest = boxes.reduce((low, next) => (next.box.bottom > low.box.bottom ? next : low));
        lowest.element.scrollIntoView({ block: 'nearest' });
      }
    };
    // A new height, or a toast replaced by one of the same height (a second failure).
    const resized = new ResizeObserver(keepClear);
    const replaced = new MutationObserver(keepClear);
    resized.observe(toasts);
    replaced.observe(toasts, { childList: true });
    return () => {
      resized.disconnect();
      replaced.disconnect();
      root.style.removeProperty(CLEARANCE_PROPERTY);
    };
  }, [region]);
}
