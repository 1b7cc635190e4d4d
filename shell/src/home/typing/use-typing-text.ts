import { useEffect, useState } from 'react';
import { initialTypingState, nextTypingState, typedText, typingDelayMs } from './typing-machine';

/**
 * Drives the typing machine with one timer per step and returns the characters on screen.
 * Remount (key) the caller when `segments` change, so the state never points into an old list.
 */
export function useTypingText(segments: readonly string[], enabled: boolean): string {
  const [state, setState] = useState(() => initialTypingState(segments));
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setTimeout(
      () => setState((current) => nextTypingState(current, segments)),
      typingDelayMs(state),
    );
    return () => window.clearTimeout(timer);
  }, [enabled, segments, state]);
  return typedText(state, segments);
}
