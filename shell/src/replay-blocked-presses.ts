// React drops a click on server HTML that it cannot hydrate yet because that part's code is
// still on its way (a lower home section, a remote's fragment or page). It calls
// stopPropagation() on such a click in its capture listener on the root, so a capture listener
// added to the root after React's sees `cancelBubble` set. The press is then kept and made
// again until React takes it, so "Explore More Services" tapped while its code arrives still
// shows the other services. Links are left alone: they work as plain links. A React
// onClickCapture handler that stopped propagation would look the same, so ESLint forbids them.

const PRESSABLE = 'button, [role="button"]';
const RETRY_EVERY_MS = 100;
/** A press not taken by then is dropped: the part's code has failed or is far too slow. */
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Starts replaying presses that React blocks on `root`. Call after `hydrateRoot(root, ...)`,
 * so this listener runs after React's own. Returns a function that stops it.
 */
export function replayBlockedPresses(root: HTMLElement): () => void {
  let retryTimer: number | undefined;
  // The press being made again right now, and when the visitor first made it.
  let replaying: { element: HTMLElement; since: number } | null = null;

  function pressAgainSoon(element: HTMLElement, since: number) {
    window.clearTimeout(retryTimer);
    retryTimer = window.setTimeout(() => {
      if (!element.isConnected) return;
      replaying = { element, since };
      try {
        element.click();
      } finally {
        replaying = null;
      }
    }, RETRY_EVERY_MS);
  }

  const onClick = (event: MouseEvent) => {
    if (!event.cancelBubble) return; // React took it (or it is not React's to take).
    const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(pressed instanceof HTMLElement) || !root.contains(pressed)) return;
    // A submit button must not send its form natively meanwhile; React sends it on the replay.
    event.preventDefault();
    const since = replaying?.element === pressed ? replaying.since : Date.now();
    if (Date.now() - since < GIVE_UP_AFTER_MS) pressAgainSoon(pressed, since);
  };

  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    window.clearTimeout(retryTimer);
  };
}
