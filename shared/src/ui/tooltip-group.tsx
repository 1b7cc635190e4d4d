import { createContext, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/** Spec defaults: open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** True inside a TooltipGroup: its tooltips share the group's provider. */
export const TooltipGroupContext = createContext(false);

interface TooltipGroupProps {
  children: ReactNode;
  /** How long the pointer rests on a trigger before its tooltip opens. */
  delayDuration?: number;
  /**
   * For how long after one tooltip of the group closes the next one opens at once, so the
   * visitor can run along a row of icons without waiting on each.
   */
  skipDelayDuration?: number;
}

/**
 * One provider for a group of tooltips (the hero's orbit icons, the core values). Radix keeps
 * the skip delay in the provider, so tooltips with a provider each never skip it. The provider
 * renders no element and is light (the tooltips themselves load later), so a group can wrap
 * prerendered markup from the first render on.
 */
export function TooltipGroup({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipGroupProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipGroupContext.Provider value={true}>{children}</TooltipGroupContext.Provider>
    </TooltipPrimitive.Provider>
  );
}
