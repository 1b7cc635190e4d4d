/** Spec section 9: the pricing carousel moves on every 6 seconds. */
export const PRICING_AUTO_ADVANCE_MS = 6000;

/** Spec section 9: the carousel measures its cards 150 ms after it mounts. */
export const PRICING_INITIAL_MEASURE_DELAY_MS = 150;

/** An index moved past either end of a list of `count` items comes back at the other end. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface AutoAdvanceConditions {
  planCount: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /**
   * Keyboard focus is on something inside the carousel. The focus a click or tap leaves on a
   * button does not count: the spec pauses the carousel for the pointer only while it hovers.
   */
  keyboardFocusInside: boolean;
  /** The visitor asked the system for reduced motion. */
  reducedMotion: boolean;
  /** The visitor pressed the pause control. */
  paused: boolean;
}

/** Whether the carousel should move on by itself right now. */
export function shouldAutoAdvance(conditions: AutoAdvanceConditions): boolean {
  return (
    conditions.planCount > 1 &&
    !conditions.hovered &&
    !conditions.keyboardFocusInside &&
    !conditions.reducedMotion &&
    !conditions.paused
  );
}
