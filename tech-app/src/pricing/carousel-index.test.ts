import { describe, expect, it } from 'vitest';
import { PRICING_AUTO_ADVANCE_MS, shouldAutoAdvance, wrapIndex } from './carousel-index';

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
