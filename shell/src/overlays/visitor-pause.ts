/** How long the visitor must have pressed and typed nothing for a pause. */
const QUIET_MS = 1500;

const NOT_TEXT_INPUTS = ['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color'];

/** Whether focus is where keys are text: a text field, a list box, an editable region. */
function isTypingIn(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !NOT_TEXT_INPUTS.includes(element.type);
}

/** Whether a form is being sent (its submit button says it is busy): the visitor awaits its answer. */
function isAwaitingAnswer(): boolean {
  // SubmitButton (shared/src/ui/submit-button.tsx) is marked busy while its form sends.
  return document.querySelector('form [aria-busy="true"]') !== null;
}

export interface VisitorPauseWatch {
  /** Resolves at the visitor's first pause from now: at once when they are not busy. */
  nextPause(): Promise<void>;
  stop(): void;
}

/**
 * Watches what the visitor does, so that something opening by itself (the timed contact popup)
 * waits for a pause instead of taking the keys of a visitor in the middle of typing, or the
 * press of one in the middle of a click, or covering a form that is being sent. A pause: focus
 * in no text field, no form being sent, and no key, press or input for 1.5 s. The watch starts
 * when this is called; earlier activity is not known.
 */
export function watchForVisitorPause(quietMs = QUIET_MS): VisitorPauseWatch {
  let lastActivityAt = Number.NEGATIVE_INFINITY;
  let waiting: (() => void) | undefined;
  let timer: number | undefined;

  const check = () => {
    window.clearTimeout(timer);
    if (!waiting || isTypingIn(document.activeElement)) return; // checked again on focusout
    if (isAwaitingAnswer()) return; // checked again when the answer comes
    const quietFor = performance.now() - lastActivityAt;
    if (quietFor < quietMs) {
      timer = window.setTimeout(check, quietMs - quietFor);
      return;
    }
    const resolve = waiting;
    waiting = undefined;
    resolve();
  };
  const noteActivity = () => {
    lastActivityAt = performance.now();
    check();
  };
  // Focus has moved on by the next task; then it may be in no field.
  const onFocusOut = () => window.setTimeout(check);

  const activity = ['keydown', 'pointerdown', 'input'] as const;
  for (const type of activity) window.addEventListener(type, noteActivity, true);
  window.addEventListener('focusout', onFocusOut, true);
  // A form starting or ending its send is the visitor's activity too: the pause counts from the
  // answer, whenever the watch next looks.
  const sends = new MutationObserver(noteActivity);
  sends.observe(document.documentElement, { subtree: true, attributeFilter: ['aria-busy'] });

  return {
    nextPause: () =>
      new Promise<void>((resolve) => {
        waiting = resolve;
        check();
      }),
    stop() {
      for (const type of activity) window.removeEventListener(type, noteActivity, true);
      window.removeEventListener('focusout', onFocusOut, true);
      sends.disconnect();
      window.clearTimeout(timer);
      waiting = undefined;
    },
  };
}
