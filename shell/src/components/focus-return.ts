/**
 * For a Radix menu's `onCloseAutoFocus`. Radix gives focus back to the trigger a moment after
 * the menu closes (in a later task); by then a visitor may have moved on, with Tab or a click
 * elsewhere, and a key they press next must reach what they chose. So focus goes back only if
 * it is nowhere else.
 */
export function returnFocusUnlessMoved(event: Event) {
  const focused = document.activeElement;
  if (focused && focused !== document.body) event.preventDefault();
}
