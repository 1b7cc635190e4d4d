import { describe, expect, it } from 'vitest';
import {
  DELETE_MS_PER_CHARACTER,
  PAUSE_MS,
  TYPE_MS_PER_CHARACTER,
  initialTypingState,
  nextTypingState,
  taglineFullText,
  typedText,
  typingDelayMs,
  type TypingState,
} from './typing-machine';

const segments = ['web', 'apps'];

/** Runs the machine for `totalMs` and returns the text on screen at that moment. */
function textAfter(start: TypingState, totalMs: number): string {
  let state = start;
  let elapsed = 0;
  while (elapsed + typingDelayMs(state) <= totalMs) {
    elapsed += typingDelayMs(state);
    state = nextTypingState(state, segments);
  }
  return typedText(state, segments);
}

describe('typing machine', () => {
  it('uses the spec timings: 100 ms per typed character, 1.5 s pause, deletion twice as fast', () => {
    expect(TYPE_MS_PER_CHARACTER).toBe(100);
    expect(PAUSE_MS).toBe(1500);
    expect(DELETE_MS_PER_CHARACTER).toBe(50);
    expect(typingDelayMs({ segmentIndex: 0, length: 1, phase: 'typing' })).toBe(100);
    expect(typingDelayMs({ segmentIndex: 0, length: 3, phase: 'pausing' })).toBe(1500);
    expect(typingDelayMs({ segmentIndex: 0, length: 3, phase: 'deleting' })).toBe(50);
  });

  it('starts with the first segment fully shown and pausing', () => {
    const state = initialTypingState(segments);
    expect(state).toEqual({ segmentIndex: 0, length: 3, phase: 'pausing' });
    expect(typedText(state, segments)).toBe('web');
  });

  it('types one character per step and pauses when the segment is complete', () => {
    let state: TypingState = { segmentIndex: 1, length: 0, phase: 'typing' };
    const shown: string[] = [];
    while (state.phase === 'typing') {
      state = nextTypingState(state, segments);
      shown.push(typedText(state, segments));
    }
    expect(shown).toEqual(['a', 'ap', 'app', 'apps']);
    expect(state.phase).toBe('pausing');
  });

  it('deletes after the pause and moves on to the next segment, looping back to the first', () => {
    let state: TypingState = { segmentIndex: 1, length: 4, phase: 'pausing' };
    state = nextTypingState(state, segments);
    expect(state.phase).toBe('deleting');
    const shown: string[] = [];
    while (state.phase === 'deleting') {
      state = nextTypingState(state, segments);
      shown.push(typedText(state, segments));
    }
    expect(shown).toEqual(['app', 'ap', 'a', '']);
    expect(state).toEqual({ segmentIndex: 0, length: 0, phase: 'typing' });
  });

  it('follows the timeline: 1.5 s pause, 150 ms deleting "web", then 100 ms per character of "apps"', () => {
    const start = initialTypingState(segments);
    expect(textAfter(start, 1499)).toBe('web');
    expect(textAfter(start, 1500 + 50)).toBe('we');
    expect(textAfter(start, 1500 + 150)).toBe('');
    expect(textAfter(start, 1500 + 150 + 100)).toBe('a');
    expect(textAfter(start, 1500 + 150 + 400)).toBe('apps');
    expect(textAfter(start, 1500 + 150 + 400 + 1499)).toBe('apps');
    expect(textAfter(start, 1500 + 150 + 400 + 1500 + 200)).toBe('');
    expect(textAfter(start, 1500 + 150 + 400 + 1500 + 200 + 100)).toBe('w');
  });

  it('builds the full sentence that screen readers and reduced-motion visitors get', () => {
    expect(taglineFullText('We build', ['websites', 'apps', 'AI tools'])).toBe(
      'We build websites, apps and AI tools.',
    );
    expect(taglineFullText('Learn', ['Python'])).toBe('Learn Python.');
  });
});
