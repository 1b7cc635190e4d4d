import { describe, expect, it } from 'vitest';
import {
  PRICING_AUTO_ADVANCE_MS,
  planAfterScroll,
  shouldAutoAdvance,
  snapShowing,
  wrapIndex,
} from './carousel-index';

describe('wrapIndex', () => {
  it('keeps indexes inside the list and wraps at both ends', () => {
    expect(wrapIndex(1, 4)).toBe(1);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(2, 2)).toBe(0);
  });

  it('gives 0 for an empty list', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('shouldAutoAdvance', () => {
  const idle = {
    planCount: 4,
    hovered: false,
    keyboardFocusInside: false,
    reducedMotion: false,
    paused: false,
  };

  it('runs every 6 seconds when nothing holds it', () => {
    expect(PRICING_AUTO_ADVANCE_MS).toBe(6000);
    expect(shouldAutoAdvance(idle)).toBe(true);
  });

  it('stops for one plan, hover, focus inside, reduced motion or the pause control', () => {
    expect(shouldAutoAdvance({ ...idle, planCount: 1 })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, keyboardFocusInside: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, paused: true })).toBe(false);
  });
});

describe('snapShowing and planAfterScroll', () => {
  // Four plans in a row of three: the first position shows plans 0 and 1, the second 2 and 3.
  const groups = [
    [0, 1],
    [2, 3],
  ];

  it('finds the position that shows a plan', () => {
    expect(snapShowing(1, groups)).toBe(0);
    expect(snapShowing(2, groups)).toBe(1);
    expect(snapShowing(0, [[0, 1]])).toBe(0);
  });

  it('keeps a plan that is still shown, else takes the nearest shown one', () => {
    expect(planAfterScroll(1, [0, 1])).toBe(1);
    expect(planAfterScroll(1, [2, 3])).toBe(2);
    expect(planAfterScroll(2, [0, 1])).toBe(1);
    expect(planAfterScroll(0, [2, 3])).toBe(2);
  });
});
