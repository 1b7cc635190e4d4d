import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Fake timers and animation frames, for code that waits for the next paint (afterNextPaint). */
export function useFakeFrames(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
}

/** The browser paints the next frame, then runs the tasks queued from it. */
export function paintNextFrame(): void {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}
