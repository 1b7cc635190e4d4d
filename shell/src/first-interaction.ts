// The first signs of a visitor at work: movement, a tap, a key, a scroll. Code that is only ever
// needed after one of these (animations, the other pages of the shell) loads then, so it stays
// out of the first view's download and main-thread work.
const FIRST_INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll'] as const;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

const waiting = new Set<() => void>();
let interacted = false;

function onInteraction() {
  interacted = true;
  for (const type of FIRST_INTERACTION_EVENTS) {
    window.removeEventListener(type, onInteraction, LISTENER_OPTIONS);
  }
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

/**
 * Runs `callback` on the visitor's first interaction (at once if there has been one). Returns
 * a cancel function, for effects.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => undefined;
  }
  if (waiting.size === 0) {
    for (const type of FIRST_INTERACTION_EVENTS) {
      window.addEventListener(type, onInteraction, LISTENER_OPTIONS);
    }
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
