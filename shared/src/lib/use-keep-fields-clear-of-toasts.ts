import { useEffect, type RefObject } from 'react';

/** How much of the viewport's bottom the toasts take, read by `scroll-padding-bottom`. */
const CLEARANCE_PROPERTY = '--toast-clearance';

/** What a focused field should keep in sight: the messages it points at, else itself. */
function focusedFieldInSight(): Element | null {
  const field = document.activeElement;
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )) {
    return null;
  }
  const messages = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((message) => message !== null);
  return messages.at(-1) ?? field;
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
    const observer = new ResizeObserver(() => {
      if (toasts.childElementCount === 0) {
        root.style.removeProperty(CLEARANCE_PROPERTY);
        return;
      }
      root.style.setProperty(CLEARANCE_PROPERTY, `${toasts.offsetHeight}px`);
      const inSight = focusedFieldInSight();
      if (inSight && overlap(inSight.getBoundingClientRect(), toasts.getBoundingClientRect())) {
        inSight.scrollIntoView({ block: 'nearest' });
      }
    });
    observer.observe(toasts);
    return () => {
      observer.disconnect();
      root.style.removeProperty(CLEARANCE_PROPERTY);
    };
  }, [region]);
}
