/**
 * The typing tagline as a pure state machine (spec: type a segment at 100 ms per character,
 * pause 1.5 s, delete at double speed, move to the next segment, loop). The hook that drives it
 * only waits `typingDelayMs(state)` and then applies `nextTypingState`.
 */
export const TYPE_MS_PER_CHARACTER = 100;
export const PAUSE_MS = 1500;
export const DELETE_MS_PER_CHARACTER = TYPE_MS_PER_CHARACTER / 2;

export type TypingPhase = 'typing' | 'pausing' | 'deleting';

export interface TypingState {
  segmentIndex: number;
  /** How many characters of the current segment are shown. */
  length: number;
  phase: TypingPhase;
}

/**
 * Starts with the first segment fully shown and pausing, so the server-rendered hero is never
 * blank; the loop then deletes it and types the next one.
 */
export function initialTypingState(segments: readonly string[]): TypingState {
  return { segmentIndex: 0, length: segments[0]?.length ?? 0, phase: 'pausing' };
}

/** How long the machine stays in `state` before taking its next step. */
export function typingDelayMs(state: TypingState): number {
  switch (state.phase) {
    case 'typing':
      return TYPE_MS_PER_CHARACTER;
    case 'pausing':
      return PAUSE_MS;
    case 'deleting':
      return DELETE_MS_PER_CHARACTER;
  }
}

export function nextTypingState(state: TypingState, segments: readonly string[]): TypingState {
  const segmentLength = segments[state.segmentIndex]?.length ?? 0;
  switch (state.phase) {
    case 'typing': {
      const length = Math.min(state.length + 1, segmentLength);
      return { ...state, length, phase: length >= segmentLength ? 'pausing' : 'typing' };
    }
    case 'pausing':
      return { ...state, phase: 'deleting' };
    case 'deleting': {
      const length = Math.max(state.length - 1, 0);
      if (length > 0) return { ...state, length };
      const segmentIndex = segments.length === 0 ? 0 : (state.segmentIndex + 1) % segments.length;
      return { segmentIndex, length: 0, phase: 'typing' };
    }
  }
}

/** The characters on screen in `state`. */
export function typedText(state: TypingState, segments: readonly string[]): string {
  return (segments[state.segmentIndex] ?? '').slice(0, state.length);
}

/** The whole tagline as one sentence, for screen readers and for reduced motion. */
export function taglineFullText(lead: string, segments: readonly string[]): string {
  if (segments.length <= 1) return `${lead} ${segments.join('')}.`;
  const head = segments.slice(0, -1).join(', ');
  return `${lead} ${head} and ${segments[segments.length - 1]}.`;
}
