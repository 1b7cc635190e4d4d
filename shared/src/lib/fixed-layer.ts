/**
 * Whether `element` is drawn in a fixed layer (header, dock, a dialog), which the page's scroll
 * does not move.
 */
export function isInFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}
