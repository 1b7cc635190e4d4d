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

/**
 * Which plans each scroll position of the row shows, as Embla groups them: one position can show
 * several plans (the first two of a row of three), and one shows all when every plan fits.
 */
export type SnapGroups = readonly (readonly number[])[];

/** The scroll position that shows a plan. */
export function snapShowing(plan: number, snapGroups: SnapGroups): number {
  return Math.max(
    0,
    snapGroups.findIndex((group) => group.includes(plan)),
  );
}

/**
 * The active plan once the row has been scrolled to a position showing `shown`: the same plan
 * if it is still shown, otherwise the shown plan nearest to it (the next one after a swipe on).
 */
export function planAfterScroll(active: number, shown: readonly number[]): number {
  if (shown.length === 0 || shown.includes(active)) return active;
  return shown.reduce((nearest, plan) =>
    Math.abs(plan - active) < Math.abs(nearest - active) ? plan : nearest,
  );
}
