// React drops a click on server HTML that it cannot hydrate yet because that part's code is
// still on its way (a lower home section, a remote's fragment or page). It calls
// stopPropagation() on such a click in its capture listener on the root, so a capture listener
// added to the root after React's sees `cancelBubble` set. The press is then kept and made
// again until React takes it, so "Explore More Services" tapped while its code arrives still
// shows the other services. Only buttons that act on click are replayed: links work as plain
// links, and tabs (which act on mousedown) stay as they are. A React onClickCapture handler that
// stopped propagation would look like a blocked press, so ESLint forbids them.

import { isEarlyInputAnnouncement } from '@site/shared/lib/use-keep-early-input';

const PRESSABLE = 'button, [role="button"]';
const RETRY_EVERY_MS = 100;
/** A press React has not taken by then is dropped: made any later, it would surprise. */
const GIVE_UP_AFTER_MS = 5_000;
/** Where a press no longer means anything: behind a dialog opened in the meantime. */
const HIDDEN = '[aria-hidden="true"], [inert]';

/**
 * Starts replaying presses that React blocks on `root`. Call after `hydrateRoot(root, ...)`,
 * so this listener runs after React's own. Returns a function that stops it.
 */
export function replayBlockedPresses(root: HTMLElement): () => void {
  let retryTimer: number | undefined;
  // The press being made again right now, and when the visitor first made it.
  let replaying: { element: HTMLElement; since: number } | null = null;

  const dropHeldPress = () => window.clearTimeout(retryTimer);

  function pressAgainSoon(element: HTMLElement, since: number) {
    dropHeldPress();
    retryTimer = window.setTimeout(() => {
      if (!element.isConnected || element.closest(HIDDEN)) return;
      replaying = { element, since };
      try {
        element.click();
      } finally {
        replaying = null;
      }
    }, RETRY_EVERY_MS);
  }

  const onClick = (event: MouseEvent) => {
    if (!event.cancelBubble) {
      // React took this click: unless it is the replay itself, the visitor's new press
      // replaces the one held.
      if (!replaying) dropHeldPress();
      return;
    }
    const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(pressed instanceof HTMLElement) || !root.contains(pressed)) return;
    // A submit button must not send its form natively meanwhile; React sends it on the replay.
    event.preventDefault();
    const since = replaying?.element === pressed ? replaying.since : Date.now();
    if (Date.now() - since < GIVE_UP_AFTER_MS) pressAgainSoon(pressed, since);
  };
  // Typing means the visitor has moved on from the press; a form adopting what was typed
  // before its code arrived (as it hydrates, just before the held press goes through) does not.
  const onInput = (event: Event) => {
    if (!isEarlyInputAnnouncement(event)) dropHeldPress();
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('input', onInput, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('input', onInput, true);
    dropHeldPress();
  };
}
